import type { FuzzContext } from './fuzz-context';
import { allowedMethods, familyOf, routes } from './fuzz-routes';
import type { FuzzCase } from './fuzz-request';
import { authHeaders, chooseAuth, jsonCase } from './fuzz-request';
import { junkQueries, traversalTargets } from './fuzz-values';
import type { Prng } from './prng';

/** What goes wrong around the body: method, target, credentials and query string. */
const candidateMethods = [
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
  'TRACE',
  'PROPFIND',
  'MKCOL',
  'LOCK',
  'SEARCH',
  'PURGE',
  'REPORT',
  'CONNECT',
  'BREW',
  'get',
];

export function wrongMethodCase(rng: Prng, ctx: FuzzContext): FuzzCase {
  const route = rng.pick(routes);
  const allowed = allowedMethods(route.pattern);
  const method = rng.pick(candidateMethods.filter((candidate) => !allowed.has(candidate)));
  const instance = route.make(rng, ctx);
  const body = rng.chance(0.3) ? JSON.stringify(instance.body ?? { a: 1 }) : undefined;
  const fuzzCase = jsonCase('wrong method', ctx, {
    method,
    target: instance.path,
    body,
    headers: authHeaders(chooseAuth(rng, route), ctx),
  });
  // A server without a tunnel may hang up on CONNECT; that is no bug.
  return { ...fuzzCase, detail: `${method} ${route.pattern}`, expectAnswer: method !== 'CONNECT' };
}

export function traversalCase(rng: Prng, ctx: FuzzContext): FuzzCase {
  const target = rng.pick(traversalTargets);
  const headers: [string, string][] = [...authHeaders(rng.chance(0.3) ? 'admin-token' : 'none', ctx)];
  // Pre-compressed copies are looked up by their own path: try that lookup with traversal too.
  if (rng.chance(0.3)) headers.push(['Accept-Encoding', rng.pick(['gzip', 'br', 'gzip, br', 'identity;q=0, *;q=0'])]);
  if (rng.chance(0.1))
    headers.push(['Range', rng.pick(['bytes=0-10', 'bytes=-1', 'bytes=999999999-', 'bytes=5-1,0-0'])]);
  const method = rng.chance(0.8) ? 'GET' : 'HEAD';
  return { ...jsonCase('path traversal', ctx, { method, target, headers }), detail: target };
}

function expiredLookingJwt(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: 1, role: 'admin', exp: 946684800 })}.c2lnbmF0dXJl`;
}

function badAuthHeaders(rng: Prng, ctx: FuzzContext): { label: string; headers: [string, string][] } {
  const variants: { label: string; headers: [string, string][] }[] = [
    { label: 'garbage bearer', headers: [['Authorization', `Bearer ${rng.int(0, 1e9).toString(36)}garbage`]] },
    { label: 'empty bearer', headers: [['Authorization', 'Bearer ']] },
    { label: 'bare Bearer', headers: [['Authorization', 'Bearer']] },
    { label: 'bearer with spaces', headers: [['Authorization', `Bearer ${ctx.adminToken} extra`]] },
    { label: 'lowercase scheme', headers: [['Authorization', `bearer ${ctx.adminToken.slice(0, -1)}x`]] },
    { label: '8 KB bearer', headers: [['Authorization', `Bearer ${'A'.repeat(8000)}`]] },
    { label: 'expired-looking JWT', headers: [['Authorization', `Bearer ${expiredLookingJwt()}`]] },
    { label: 'revoked token', headers: [['Authorization', `Bearer ${ctx.revokedToken}`]] },
    { label: 'basic auth', headers: [['Authorization', `Basic ${Buffer.from('admin:admin').toString('base64')}`]] },
    { label: 'token in other scheme', headers: [['Authorization', `Token ${ctx.adminToken}`]] },
    {
      label: 'two authorization headers',
      headers: [
        ['Authorization', 'Bearer x'],
        ['Authorization', `Bearer ${ctx.adminToken}`],
      ],
    },
    { label: 'garbage cookie', headers: [['Cookie', `sid=${rng.int(0, 1e9)}`]] },
    { label: 'empty cookie', headers: [['Cookie', 'sid=']] },
    { label: 'bad cookie encoding', headers: [['Cookie', 'sid=%ZZ%; other=%E0%A4%A']] },
    { label: 'quoted cookie', headers: [['Cookie', `sid="${ctx.adminCookie.slice(4)}"`]] },
    { label: 'cookie soup', headers: [['Cookie', `sid=x; sid=${ctx.adminCookie.slice(4)}; ;;= ; =; a`]] },
    { label: '8 KB cookie', headers: [['Cookie', `sid=${'c'.repeat(8000)}`]] },
    {
      label: 'garbage bearer over a good cookie',
      headers: [
        ['Authorization', 'Bearer nope'],
        ['Cookie', ctx.adminCookie],
      ],
    },
    { label: 'revoked token as cookie', headers: [['Cookie', `sid=${ctx.revokedToken}`]] },
    { label: 'token as cookie', headers: [['Cookie', `sid=${ctx.adminToken}`]] },
  ];
  return rng.pick(variants);
}

export function badAuthCase(rng: Prng, ctx: FuzzContext): FuzzCase {
  const route = rng.chance(0.7)
    ? rng.pick(routes.filter((candidate) => candidate.family === 'admin'))
    : rng.pick(routes);
  const instance = route.make(rng, ctx);
  const { label, headers } = badAuthHeaders(rng, ctx);
  const body = instance.body === undefined ? undefined : JSON.stringify(instance.body);
  const fuzzCase = jsonCase('bad auth', ctx, { method: route.method, target: instance.path, body, headers });
  return { ...fuzzCase, detail: `${label} ${route.method} ${route.pattern}` };
}

export function queryJunkCase(rng: Prng, ctx: FuzzContext): FuzzCase {
  const getRoutes = routes.filter((route) => route.method === 'GET' || route.hasQuery);
  const withQuery = getRoutes.filter((route) => route.hasQuery);
  const route = rng.chance(0.8) ? rng.pick(withQuery) : rng.pick(getRoutes);
  const instance = route.make(rng, ctx);
  const junk = rng.pick(junkQueries);
  const target = `${instance.path.split('?')[0]}${junk}`;
  const body = instance.body === undefined ? undefined : JSON.stringify(instance.body);
  const fuzzCase = jsonCase('query junk', ctx, {
    method: route.method,
    target,
    body,
    headers: authHeaders(chooseAuth(rng, route), ctx),
  });
  return { ...fuzzCase, family: familyOf(target), detail: `${route.pattern}${junk.slice(0, 40)}` };
}
