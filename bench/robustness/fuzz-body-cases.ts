import type { FuzzContext } from './fuzz-context';
import type { RouteInstance, RouteSpec } from './fuzz-routes';
import { routes } from './fuzz-routes';
import type { FuzzCase } from './fuzz-request';
import { authHeaders, chooseAuth, jsonCase, jsonPaths, pickPath, replaceAt, stringPaths } from './fuzz-request';
import type { Json } from './fuzz-values';
import { hostileStrings, invalidUtf8, malformedJson, wrongTypeValues } from './fuzz-values';
import type { Prng } from './prng';

/** What goes wrong inside a request body: valid bodies first, then each way of breaking one. */
const bodyRoutes = routes.filter((route) => route.hasBody);
const bodyLimit = 256 * 1024;

function routeCase(
  category: string,
  rng: Prng,
  ctx: FuzzContext,
  route: RouteSpec,
  instance: RouteInstance,
  body: string | Buffer | undefined,
  extra: {
    detail?: string;
    contentType?: string;
    headers?: [string, string][];
    framing?: 'length' | 'chunked' | 'none';
  } = {},
): FuzzCase {
  const fuzzCase = jsonCase(category, ctx, {
    method: route.method,
    target: instance.path,
    body,
    contentType: extra.contentType,
    framing: extra.framing,
    headers: [...authHeaders(chooseAuth(rng, route), ctx), ...(extra.headers ?? [])],
  });
  return { ...fuzzCase, detail: extra.detail ?? route.pattern };
}

/** Well-formed calls to every route, signed in or not: the baseline every other category breaks. */
export function validCase(rng: Prng, ctx: FuzzContext): FuzzCase {
  const route = rng.pick(routes);
  const instance = route.make(rng, ctx);
  return routeCase(
    'valid',
    rng,
    ctx,
    route,
    instance,
    instance.body === undefined ? undefined : JSON.stringify(instance.body),
  );
}

const oddContentTypes = [
  'text/plain',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/json, text/plain',
  'APPLICATION/JSON',
  'application/json;;;',
  'application/jsonx',
  'application/vnd.api+json',
  '*/*',
  '',
  'multipart/form-data',
  'application/octet-stream',
];

export function malformedJsonCase(rng: Prng, ctx: FuzzContext): FuzzCase {
  const route = rng.chance(0.85) ? rng.pick(bodyRoutes) : rng.pick(routes);
  const instance = route.make(rng, ctx);
  const roll = rng.next();
  if (roll < 0.1) {
    return routeCase('malformed JSON', rng, ctx, route, instance, rng.pick(invalidUtf8), { detail: 'invalid UTF-8' });
  }
  if (roll < 0.35) {
    const contentType = rng.pick(oddContentTypes);
    const body = JSON.stringify(instance.body ?? {});
    return routeCase('malformed JSON', rng, ctx, route, instance, body, {
      contentType,
      detail: `content-type "${contentType}"`,
    });
  }
  const text = rng.pick(malformedJson);
  return routeCase('malformed JSON', rng, ctx, route, instance, text, {
    detail: `body ${JSON.stringify(text.slice(0, 30))}`,
  });
}

/** Over bodyLimit (256 KB): sent with a length, chunked (no length to check up front), or announced huge. */
export function hugeBodyCase(rng: Prng, ctx: FuzzContext): FuzzCase {
  const route = rng.chance(0.9) ? rng.pick(bodyRoutes) : rng.pick(routes);
  const instance = route.make(rng, ctx);
  const size = rng.int(bodyLimit + 1, 3 * 1024 * 1024);
  const roll = rng.next();
  if (roll < 0.15) {
    // Announces 10 GB, sends a little: the server must refuse on the header, not wait for the bytes.
    return routeCase('huge body', rng, ctx, route, instance, '{"a":1}', {
      framing: 'none',
      headers: [['Content-Length', '10737418240']],
      detail: 'Content-Length 10 GB',
    });
  }
  const framing = roll < 0.55 ? 'length' : 'chunked';
  const filler = rng.pick(['x', 'é', '\u0000']);
  const base =
    instance.body !== null && typeof instance.body === 'object' && !Array.isArray(instance.body) ? instance.body : {};
  const body = JSON.stringify({ ...base, padding: filler.repeat(Math.ceil(size / Buffer.byteLength(filler))) });
  return routeCase('huge body', rng, ctx, route, instance, body, {
    framing,
    detail: `${Math.round(size / 1024)} KB ${framing}`,
  });
}

/** One field (at any depth) of a valid body gets the wrong type, goes missing, or the body gains an unknown one. */
export function wrongTypeCase(rng: Prng, ctx: FuzzContext): FuzzCase {
  const route = rng.pick(bodyRoutes);
  const instance = route.make(rng, ctx);
  const valid: Json = instance.body ?? {};
  const paths = jsonPaths(valid);
  const roll = rng.next();
  let body: Json;
  let detail: string;
  if (roll < 0.1 || paths.length === 0) {
    body = rng.pick(wrongTypeValues);
    detail = 'whole body';
  } else if (roll < 0.2) {
    const path = pickPath(rng, paths);
    body = replaceAt(valid, path, undefined);
    detail = `without ${path.join('.')}`;
  } else if (roll < 0.28) {
    body = {
      ...(valid as Record<string, Json>),
      [rng.pick(['role', 'id', 'isAdmin', '__proto__', 'createdBy'])]: 'admin',
    };
    detail = 'unknown field';
  } else {
    const path = pickPath(rng, paths);
    const value = rng.pick(wrongTypeValues);
    body = replaceAt(valid, path, value);
    detail = `${path.join('.')} = ${JSON.stringify(value).slice(0, 20)}`;
  }
  return routeCase('wrong types', rng, ctx, route, instance, JSON.stringify(body), {
    detail: `${route.pattern} ${detail}`,
  });
}

/** Hostile text in a string field, a path parameter or the search term. */
export function unicodeCase(rng: Prng, ctx: FuzzContext): FuzzCase {
  const text = rng.pick(hostileStrings);
  const label = JSON.stringify(text.slice(0, 12)) + (text.length > 12 ? `…(${text.length})` : '');
  if (rng.chance(0.7)) {
    const route = rng.pick(bodyRoutes);
    const instance = route.make(rng, ctx);
    const valid: Json = instance.body ?? {};
    const paths = stringPaths(valid);
    const path = paths.length > 0 ? pickPath(rng, paths) : ['name'];
    const body = JSON.stringify(replaceAt(valid, path, text));
    return routeCase('unicode/NUL/overlong', rng, ctx, route, instance, body, {
      detail: `${route.pattern} ${path.join('.')} = ${label}`,
    });
  }
  // In the URL: capped so the URL stays under the header limit (overlong URLs are the odd-headers part).
  const encoded = encodeURIComponent(text.slice(0, 1500).replace(/[\ud800-\udfff]/g, '\ufffd'));
  const route = rng.pick(routes.filter((candidate) => candidate.method === 'GET'));
  const instance = route.make(rng, ctx);
  const target = rng.chance(0.5)
    ? `/api/public/search?q=${encoded}`
    : instance.path.replace(/\/[^/?]*(\?.*)?$/, `/${encoded}`);
  return routeCase('unicode/NUL/overlong', rng, ctx, route, { path: target }, undefined, { detail: `URL ${label}` });
}
