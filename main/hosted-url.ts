import * as z from 'zod/mini';

const notHttpUrl = 'Enter an http:// or https:// address, such as https://api.example.com';

function hasOnlyOriginAndPath(value: string): boolean {
  try {
    const url = new URL(value);
    return url.username === '' && url.password === '' && url.search === '' && url.hash === '';
  } catch {
    return false;
  }
}

/**
 * The hosted backend's base URL: http(s) only, and no credentials, query or fragment, since `/api/...`
 * paths are appended to it.
 */
export const HostedUrlSchema = z.pipe(
  z.string({ error: notHttpUrl }).check(z.trim(), z.maxLength(2048, 'The address is too long')),
  z
    .url({ protocol: /^https?$/, normalize: true, error: notHttpUrl })
    .check(z.refine(hasOnlyOriginAndPath, 'Leave out user names, passwords, queries and fragments')),
);

export type HostedUrlResult = { ok: true; url: string } | { ok: false; error: string };

/** Validates and normalises (no trailing slash) so `${url}/api/...` is always well formed. */
export function parseHostedUrl(input: unknown): HostedUrlResult {
  const parsed = HostedUrlSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? notHttpUrl };
  const url = new URL(parsed.data);
  return { ok: true, url: `${url.origin}${url.pathname.replace(/\/+$/, '')}` };
}
