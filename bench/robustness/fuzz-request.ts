import { encodeForm } from './fuzz-form';
import type { Live } from './fuzz-live';
import { credentials, ifMatchFor } from './fuzz-live';
import type { Caller, FormPart, RouteSeed } from './fuzz-seed';
import { fillPath } from './fuzz-seed';
import type { Json } from './fuzz-values';
import { createPrng } from './prng';
import type { HeaderList } from './raw-http';
import { formatRequest } from './raw-http';
import { host } from './server-process';

/** One generated request. Its bytes are built when it is sent, from the live state (sessions, versions, ids). */
export interface FuzzCase {
  category: string;
  /** Which variant of the category, for reports. */
  detail: string;
  /** The registered route it aims at (`GET /api/admin/pages/:id`), or a label for requests aimed at none. */
  route: string;
  /** The method as sent. */
  method: string;
  caller: Caller;
  build: (live: Live) => Built;
  halfClose?: boolean;
  /**
   * false only where HTTP lets a server hang up without answering: CONNECT and Upgrade requests the
   * server does not support, and an upload the client itself abandons (half-close mid-body).
   */
  expectAnswer: boolean;
}

export interface Built {
  bytes: Buffer;
  /** The request-target as sent. */
  target: string;
  /** The JSON body as sent, for the seed's `learn`. */
  body?: Json;
}

/** One thing broken in an otherwise valid request of a route (nothing for a valid case). */
export interface Mutation {
  method?: string;
  param?: { name: string; value: string };
  /** Replaces the seed's query string; starts with `?`. */
  query?: string;
  /** Changes the seed's JSON body; undefined sends none. */
  body?: (valid: Json) => Json | undefined;
  /** Sent instead of any body, as it is. */
  rawBody?: string | Buffer;
  contentType?: string;
  framing?: 'length' | 'chunked' | 'none';
  /** Changes the seed's multipart form. */
  form?: (parts: FormPart[]) => FormPart[];
  /** Sent as If-Match instead of the item's current version. */
  ifMatch?: string;
  /** Replaces the caller's credentials (made at send time: some are variants of live ones). */
  auth?: (live: Live) => [string, string][];
  headers?: [string, string][];
}

/** Browsers say where a write comes from; the harness's cookie callers do too, as the site's own pages would. */
function originHeader(live: Live, caller: Caller, method: string): [string, string][] {
  const safe = method === 'GET' || method === 'HEAD';
  return caller.role !== 'anonymous' && caller.style === 'cookie' && !safe
    ? [['Origin', `http://${host}:${live.port}`]]
    : [];
}

export function buildRouteRequest(
  seed: RouteSeed,
  caller: Caller,
  caseSeed: number,
  mutation: Mutation,
  live: Live,
): Built {
  const made = seed.make(createPrng(caseSeed), live, caller);
  const params = mutation.param ? { ...made.params, [mutation.param.name]: mutation.param.value } : made.params;
  const path = fillPath(seed.url, params);
  const target = `${path}${mutation.query ?? (made.query ? `?${made.query}` : '')}`;
  const method = mutation.method ?? seed.method;
  const headers: [string, string][] = [
    ...(mutation.auth ? mutation.auth(live) : credentials(live, caller)),
    ...originHeader(live, caller, method),
    ...(made.ifMatch ? [['If-Match', mutation.ifMatch ?? ifMatchFor(live, target)] as [string, string]] : []),
    ...(mutation.headers ?? []),
  ];
  let body: string | Buffer | undefined;
  let json: Json | undefined;
  let contentType = mutation.contentType;
  if (mutation.rawBody !== undefined) body = mutation.rawBody;
  else if (made.form) {
    const boundary = `----fuzz${caseSeed}`;
    body = encodeForm(boundary, mutation.form ? mutation.form(made.form) : made.form);
    contentType ??= `multipart/form-data; boundary=${boundary}`;
  } else {
    json = mutation.body ? mutation.body(made.body ?? {}) : made.body;
    if (json !== undefined) body = JSON.stringify(json);
  }
  const list: HeaderList = [
    ...(body !== undefined ? [['Content-Type', contentType ?? 'application/json'] as const] : []),
    ...headers,
  ];
  const bytes = formatRequest({ method, target, headers: list, body, framing: mutation.framing }, live.port);
  return { bytes, target, body: json };
}

type PathKey = string | number;

/** Every position in a JSON value (objects, arrays and leaves), so any field at any depth can be broken. */
export function jsonPaths(value: Json, prefix: PathKey[] = []): PathKey[][] {
  const found: PathKey[][] = prefix.length > 0 ? [prefix] : [];
  if (Array.isArray(value)) value.forEach((item, index) => found.push(...jsonPaths(item, [...prefix, index])));
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) found.push(...jsonPaths(item, [...prefix, key]));
  }
  return found;
}

/** A copy of `value` with the position at `path` replaced (or removed when `replacement` is undefined). */
export function replaceAt(value: Json, path: readonly PathKey[], replacement: Json | undefined): Json {
  if (path.length === 0) return replacement ?? null;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    const index = Number(head);
    if (rest.length === 0 && replacement === undefined) copy.splice(index, 1);
    else copy[index] = replaceAt(copy[index] ?? null, rest, replacement);
    return copy;
  }
  if (value !== null && typeof value === 'object') {
    const copy: { [key: string]: Json } = { ...value };
    const key = String(head);
    if (rest.length === 0 && replacement === undefined) delete copy[key];
    else copy[key] = replaceAt(copy[key] ?? null, rest, replacement);
    return copy;
  }
  return value;
}
