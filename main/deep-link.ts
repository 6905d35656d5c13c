import { BackendIdSchema } from '../contract/desktop-bridge';
import type { BackendId } from '../contract/desktop-bridge';
import { appIdentity } from './app-identity';

const scheme = `${appIdentity.deepLinkScheme}:`;
/** Route segments the app uses: letters, digits, dashes and underscores. Nothing else reaches the window. */
const segment = /^[A-Za-z0-9_-]{1,100}$/;

/** A screen of the app on a named backend: page 12 of the hosted site is not page 12 of the local one. */
export interface DeepLink {
  backend: BackendId;
  /** `/admin/pages/12`: an app path, loaded at app://site. */
  path: string;
}

/**
 * `aegisline://hosted/admin/pages/12` -> hosted, `/admin/pages/12`. The first part names the backend (`local`
 * or `hosted`); a link without one (`aegisline://admin/pages/12`, the old form) is refused, since nothing
 * says which site's page 12 it means. Only plain path segments pass (no query, fragment, credentials, dots
 * or encoded characters), so a link from a mail or a web page can open a screen of the app and nothing
 * more: it never carries data into it.
 */
export function parseDeepLink(raw: string): DeepLink | null {
  // Before parsing: URL would resolve `..` and decode `%2e` into a tidy path, hiding what was sent.
  if (/%|\/\.{1,2}(\/|$)/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== scheme || url.username || url.password || url.port || url.search || url.hash) return null;
  const backend = BackendIdSchema.safeParse(url.hostname.toLowerCase());
  if (!backend.success) return null;
  const segments = url.pathname.split('/').filter((part) => part !== '');
  if (segments.length === 0 || segments.length > 8 || !segments.every((part) => segment.test(part))) return null;
  return { backend: backend.data, path: `/${segments.join('/')}` };
}

/** A second launch (Windows, Linux) passes the link among its command-line arguments. */
export function deepLinkFromArgv(argv: readonly string[]): DeepLink | null {
  const link = argv.find((argument) => argument.startsWith(`${scheme}//`));
  return link ? parseDeepLink(link) : null;
}
