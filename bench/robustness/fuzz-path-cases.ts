import type { Live } from './fuzz-live';
import { credentials } from './fuzz-live';
import type { FuzzCase } from './fuzz-request';
import type { Caller } from './fuzz-seed';
import { anonymous } from './fuzz-seed';
import { hostileSegments, traversalTargets } from './fuzz-values';
import type { Prng } from './prng';
import { formatRequest } from './raw-http';

/**
 * Addresses no route registers: the not-found handler answers them, with a server-rendered page for a page
 * address (a slug of a page, a subpage, a moved address) and 404 or 405 for the rest. Traversal tries to
 * leave the web root; page addresses get hostile segments like the routes' parameters.
 */
export const outsideRoutes = '(no route: traversal)';
export const pageAddresses = '(no route: page addresses)';

const adminToken: Caller = { role: 'admin', style: 'token' };

function rawCase(
  route: string,
  category: string,
  detail: string,
  method: string,
  target: string,
  caller: Caller,
  extra: [string, string][] = [],
): FuzzCase {
  return {
    category,
    detail,
    route,
    method,
    caller,
    expectAnswer: true,
    build: (live: Live) => ({
      bytes: formatRequest({ method, target, headers: [...credentials(live, caller), ...extra] }, live.port),
      target,
    }),
  };
}

export function traversalCase(rng: Prng): FuzzCase {
  const target = rng.pick(traversalTargets);
  const extra: [string, string][] = [];
  // Pre-compressed copies are looked up by their own path: try that lookup with traversal too.
  if (rng.chance(0.3)) extra.push(['Accept-Encoding', rng.pick(['gzip', 'br', 'gzip, br', 'identity;q=0, *;q=0'])]);
  if (rng.chance(0.1)) extra.push(['Range', rng.pick(['bytes=0-10', 'bytes=-1', 'bytes=999999999-', 'bytes=5-1,0-0'])]);
  const caller = rng.chance(0.3) ? adminToken : anonymous;
  return rawCase(outsideRoutes, 'path traversal', target, rng.chance(0.8) ? 'GET' : 'HEAD', target, caller, extra);
}

const pageBases = [
  '/services',
  '/company',
  '/solutions',
  '/careers',
  '/company/partners',
  '/services/cloud-security',
  '/fuzz-old-1',
  '/insights',
  '/insights/topics/cloud-security',
  '/insights/fuzz-article-0',
  '/preview/link',
  '/admin/pages',
  '/auth',
  '/auth/invite',
  '/auth/reset',
];

export function pageAddressCase(rng: Prng): FuzzCase {
  const base = rng.pick(pageBases);
  const roll = rng.next();
  const target =
    roll < 0.25 ? base : roll < 0.5 ? `/${rng.pick(hostileSegments)}` : `${base}/${rng.pick(hostileSegments)}`;
  const method = rng.chance(0.85) ? 'GET' : rng.pick(['HEAD', 'POST', 'DELETE']);
  return rawCase(
    pageAddresses,
    'page address',
    target.length > 60 ? `${target.slice(0, 60)}…` : target,
    method,
    target,
    rng.chance(0.2) ? adminToken : anonymous,
  );
}
