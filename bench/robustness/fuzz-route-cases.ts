import { pickBadAuth } from './fuzz-bad-auth';
import type { FuzzCase, Mutation } from './fuzz-request';
import { buildRouteRequest, jsonPaths, replaceAt } from './fuzz-request';
import type { Caller, RouteSeed, SeedRequest } from './fuzz-seed';
import { callerLabel, everyCaller, paramNames, routeKey } from './fuzz-seed';
import type { Json } from './fuzz-values';
import {
  hostileSegments,
  hostileStrings,
  invalidUtf8,
  junkQueries,
  malformedJson,
  wrongTypeValues,
} from './fuzz-values';
import type { Prng } from './prng';

/**
 * The cases of one route, derived from its seed the same way for every route: valid calls as every caller,
 * each path parameter replaced by each hostile value, junk query strings, and, where it takes a body, every
 * top-level field missing, of the wrong type, hostile or too long, unknown fields, deeper fields broken, the
 * whole body wrong and malformed; then bad credentials and wrong methods. `scale` multiplies the random parts.
 */
const otherMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND', 'BREW', 'get'];
const oddContentTypes = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'application/jsonx',
  'multipart/form-data',
  '',
];
const bodyLimit = 256 * 1024;
const queryNames = [
  'q',
  'page',
  'pageSize',
  'status',
  'folder',
  'from',
  'to',
  'ids',
  'role',
  'approval',
  'actor',
  'action',
  'item',
  'cascade',
  'kind',
  'topic',
  'authorId',
];
const ifMatchValues = [
  '"999999999999999"',
  '"2147483648"',
  '"-1"',
  'W/"1"',
  '"1", "2"',
  '*',
  '',
  'garbage',
  `"${'9'.repeat(40)}"`,
];

/** Callers that get past the route's access check, so a hostile value reaches the code behind it. */
function entitled(seed: RouteSeed): Caller[] {
  const signed = (...names: ('admin' | 'editor' | 'viewer')[]): Caller[] =>
    names.flatMap((role): Caller[] => [
      { role, style: 'token' },
      { role, style: 'cookie' },
    ]);
  if (seed.audience === 'admin') return signed('admin');
  if (seed.audience === 'editor') return signed('admin', 'editor');
  if (seed.audience === 'signed-in') return signed('admin', 'editor', 'viewer');
  return [{ role: 'anonymous' }, { role: 'anonymous' }, ...signed('admin')];
}

const label = (value: Json | string) => {
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? 'undefined');
  return text.length > 24 ? `${text.slice(0, 24)}…(${text.length})` : text;
};

export function routeCases(seed: RouteSeed, sample: SeedRequest, rng: Prng, scale: number): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const route = routeKey(seed.method, seed.url);
  const times = (count: number) => Math.max(1, Math.round(count * scale));
  const add = (category: string, detail: string, mutation: Mutation, caller = rng.pick(entitled(seed))) => {
    const caseSeed = rng.int(0, 0xffffffff);
    const method = mutation.method ?? seed.method;
    cases.push({
      category,
      detail,
      route,
      method,
      caller,
      expectAnswer: true,
      build: (live) => buildRouteRequest(seed, caller, caseSeed, mutation, live),
    });
  };

  for (const caller of everyCaller) add('valid', callerLabel(caller), {}, caller);
  for (let index = 0; index < times(5); index += 1) add('valid', 'as its audience', {});

  for (const name of paramNames(seed.url))
    for (const value of hostileSegments) add('path parameter', `${name} = ${label(value)}`, { param: { name, value } });

  const queries = seed.query ? 16 : seed.method === 'GET' ? 6 : 2;
  for (let index = 0; index < times(queries); index += 1) {
    const junk = rng.pick(junkQueries);
    add('query string', label(junk), { query: junk });
  }
  // Each filter the admin lists take, with the values a path parameter gets (NUL, invalid UTF-8, huge numbers).
  for (let index = 0; index < (seed.query ? times(8) : 0); index += 1) {
    const query = `?${rng.pick(queryNames)}=${rng.pick(hostileSegments)}`;
    add('query string', label(query), { query });
  }
  // The version a write names: unreadable, a list, weak, or a number no version column can hold.
  if (sample.ifMatch)
    for (const tag of rng.chance(0.5) ? ifMatchValues : ifMatchValues.slice(0, 4))
      add('If-Match', label(tag), { ifMatch: tag });

  if (sample.body !== undefined) bodyCases(sample.body, rng, times, add);
  if (sample.form)
    formCases(
      sample.form.map((part) => part.name),
      add,
    );

  for (let index = 0; index < times(6); index += 1) {
    const bad = pickBadAuth(rng);
    add('bad credentials', bad.label, { auth: bad.headers });
  }
  for (let index = 0; index < times(3); index += 1) {
    const method = rng.pick(otherMethods.filter((candidate) => candidate !== seed.method));
    add('wrong method', method, { method, rawBody: rng.chance(0.3) ? '{"a":1}' : undefined });
  }
  return cases;
}

type Add = (category: string, detail: string, mutation: Mutation) => void;

function bodyCases(valid: Json, rng: Prng, times: (count: number) => number, add: Add): void {
  const top = valid !== null && typeof valid === 'object' && !Array.isArray(valid) ? Object.keys(valid) : [];
  for (const key of top) {
    add('body field', `without ${key}`, { body: (body) => replaceAt(body, [key], undefined) });
    for (let index = 0; index < times(2); index += 1) {
      const value = rng.pick(wrongTypeValues);
      add('body field', `${key} = ${label(value)}`, { body: (body) => replaceAt(body, [key], value) });
    }
    for (let index = 0; index < times(2); index += 1) {
      const text = rng.pick(hostileStrings);
      add('body field', `${key} = ${label(text)}`, { body: (body) => replaceAt(body, [key], text) });
    }
    add('body field', `${key} too long (100,000 chars)`, {
      body: (body) => replaceAt(body, [key], 'x'.repeat(100_000)),
    });
  }
  const deep = jsonPaths(valid).filter((path) => path.length > 1);
  for (let index = 0; index < (deep.length > 0 ? times(8) : 0); index += 1) {
    const path = rng.pick(deep);
    const value = rng.chance(0.5) ? rng.pick(wrongTypeValues) : rng.pick(hostileStrings);
    add('body field', `${path.join('.')} = ${label(value)}`, { body: (body) => replaceAt(body, path, value) });
  }
  for (const [key, value] of [
    ['role', 'admin'],
    ['__proto__', { isAdmin: true }],
    [`extra${rng.int(0, 99)}`, 'x'],
  ] as const) {
    add('body field', `unknown field ${key}`, {
      body: (body) =>
        body !== null && typeof body === 'object' && !Array.isArray(body) ? { ...body, [key]: value } : body,
    });
  }
  for (let index = 0; index < times(3); index += 1) {
    const value = rng.pick(wrongTypeValues);
    add('whole body', label(value), { body: () => value });
  }
  for (let index = 0; index < times(4); index += 1) {
    const text = rng.pick(malformedJson);
    add('malformed body', label(text), { rawBody: text });
  }
  add('malformed body', 'invalid UTF-8', { rawBody: rng.pick(invalidUtf8) });
  for (let index = 0; index < times(2); index += 1) {
    const contentType = rng.pick(oddContentTypes);
    add('malformed body', `content-type "${contentType}"`, { contentType });
  }
  const size = rng.int(bodyLimit + 1, 2 * 1024 * 1024);
  const framing = rng.pick(['length', 'chunked'] as const);
  add('huge body', `${Math.round(size / 1024)} KB ${framing}`, {
    framing,
    body: (body) => ({
      ...(body !== null && typeof body === 'object' && !Array.isArray(body) ? body : {}),
      padding: 'x'.repeat(size),
    }),
  });
}

function formCases(names: readonly string[], add: Add): void {
  for (const name of names) {
    add('form field', `without ${name}`, { form: (parts) => parts.filter((part) => part.name !== name) });
    for (const text of ['\u0000', '\ud800', 'x'.repeat(70_000), '<script>alert(1)</script>'])
      add('form field', `${name} = ${label(text)}`, {
        form: (parts) => parts.map((part) => (part.name === name ? { ...part, data: text } : part)),
      });
  }
  const file = (
    change: (part: { data: Buffer | string; type?: string; filename?: string }) => object,
    detail: string,
  ) =>
    add('form field', detail, {
      form: (parts) => parts.map((part) => (part.filename === undefined ? part : { ...part, ...change(part) })),
    });
  file(() => ({ data: '' }), 'empty file');
  file(() => ({ data: 'MZ\u0090\u0000 not a picture' }), 'not a picture');
  file(
    () => ({ data: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', type: 'image/svg+xml' }),
    'SVG with script',
  );
  file((part) => ({ data: Buffer.from(part.data).subarray(0, 40) }), 'truncated picture');
  file(() => ({ filename: '../../../etc/passwd.png' }), 'file name with ..');
  file(() => ({ filename: `${'n'.repeat(5000)}.png` }), '5,000-char file name');
}
