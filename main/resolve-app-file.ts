import path from 'node:path';
import { appHost, appScheme } from './app-origin';

/**
 * Maps an `app://site/...` URL to a file under `root`, or null when it must be refused: another host, an
 * undecodable path, any `.`/`..` segment (also when percent-encoded, e.g. `..%2f`), backslashes, NUL or
 * drive letters, or anything that would still resolve outside `root`. Paths without an extension are
 * client routes and answer `index.html`, as the web server does.
 */
export function resolveAppFile(root: string, rawUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return null;
  }
  if (url.protocol !== `${appScheme}:` || url.host !== appHost) return null;

  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (/[\\\0:]/.test(decoded)) return null;
  const segments = decoded.split('/').filter((segment) => segment !== '');
  if (segments.some((segment) => segment === '.' || segment === '..')) return null;

  const last = segments.at(-1);
  if (last === undefined || path.extname(last) === '') return path.join(root, 'index.html');

  const resolvedRoot = path.resolve(root);
  const candidate = path.resolve(resolvedRoot, ...segments);
  const relative = path.relative(resolvedRoot, candidate);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return candidate;
}
