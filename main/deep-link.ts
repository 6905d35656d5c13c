import { appOrigin } from './app-origin';
import { appIdentity } from './app-identity';

const scheme = `${appIdentity.deepLinkScheme}:`;
/** Route segments the app uses: letters, digits, dashes and underscores. Nothing else reaches the window. */
const segment = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * `aegisline://admin/pages/12` -> `app://site/admin/pages/12`. Only plain path segments pass (no query,
 * fragment, credentials, dots or encoded characters), so a link from a mail or a web page can open a screen
 * of the app and nothing more: it never carries data into it.
 */
export function deepLinkToAppUrl(raw: string): string | null {
  // Before parsing: URL would resolve `..` and decode `%2e` into a tidy path, hiding what was sent.
  if (/%|\/\.{1,2}(\/|$)/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== scheme || url.username || url.password || url.port || url.search || url.hash) return null;
  const segments = [url.hostname, ...url.pathname.split('/')].filter((part) => part !== '');
  if (segments.length === 0 || segments.length > 8 || !segments.every((part) => segment.test(part))) return null;
  return `${appOrigin}/${segments.join('/')}`;
}

/** A second launch (Windows, Linux) passes the link among its command-line arguments. */
export function deepLinkFromArgv(argv: readonly string[]): string | null {
  const link = argv.find((argument) => argument.startsWith(`${scheme}//`));
  return link ? deepLinkToAppUrl(link) : null;
}
