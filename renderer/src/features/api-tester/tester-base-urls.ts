import * as z from 'zod/mini';
import type { BackendId } from '../../../../contract/desktop-bridge';

/** Web only: where a developer has pointed each tab, kept across visits. */
export const baseUrlsStorageKey = 'api-tester-base-urls';

export const invalidBaseUrlMessage = 'Enter an http:// or https:// URL';

const StoredBaseUrlsSchema = z.partialRecord(z.enum(['local', 'hosted']), z.string());
export type TesterBaseUrls = Partial<Record<BackendId, string>>;

/** A usable base URL: http(s) only, no query or fragment, no trailing slash (paths start with `/api/`). */
export function parseBaseUrl(input: string): { ok: true; url: string } | { ok: false; error: string } {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return { ok: false, error: invalidBaseUrlMessage };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, error: invalidBaseUrlMessage };
  return { ok: true, url: `${url.origin}${url.pathname}`.replace(/\/+$/, '') };
}

export function readBaseUrls(storage: Storage): TesterBaseUrls {
  try {
    const parsed = StoredBaseUrlsSchema.safeParse(JSON.parse(storage.getItem(baseUrlsStorageKey) ?? '{}'));
    if (!parsed.success) return {};
    // A hand-edited or stale entry must not send requests somewhere odd: keep only valid URLs.
    const valid: TesterBaseUrls = {};
    for (const [id, value] of Object.entries(parsed.data) as [BackendId, string][]) {
      const url = parseBaseUrl(value);
      if (url.ok) valid[id] = url.url;
    }
    return valid;
  } catch {
    return {};
  }
}

/** `undefined` forgets the tab's URL, so it follows the default again. */
export function writeBaseUrl(storage: Storage, backend: BackendId, url: string | undefined): TesterBaseUrls {
  const next = { ...readBaseUrls(storage) };
  if (url === undefined) delete next[backend];
  else next[backend] = url;
  storage.setItem(baseUrlsStorageKey, JSON.stringify(next));
  return next;
}

/** The site's own API: the page's origin, or the runtime config's prefix resolved against it. */
export function defaultBaseUrl(apiBase: string, pageUrl: string): string {
  const resolved = parseBaseUrl(new URL(apiBase || '/', pageUrl).href);
  return resolved.ok ? resolved.url : new URL(pageUrl).origin;
}
