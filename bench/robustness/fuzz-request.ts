import type { FuzzContext } from './fuzz-context';
import type { Family, RouteSpec } from './fuzz-routes';
import { familyOf } from './fuzz-routes';
import type { Json } from './fuzz-values';
import type { Prng } from './prng';
import type { HeaderList, RequestSpec } from './raw-http';
import { formatRequest } from './raw-http';

/** One generated request. Its bytes are built when it is sent, so 6 MB uploads are not all held at once. */
export interface FuzzCase {
  category: string;
  /** Which variant of the category, for reports. */
  detail?: string;
  family: Family;
  method: string;
  /** The request-target as sent (shortened in reports). */
  target: string;
  build: () => Buffer;
  halfClose?: boolean;
  /**
   * false only where HTTP lets a server hang up without answering: CONNECT and Upgrade requests the
   * server does not support, and an upload the client itself abandons (half-close mid-body).
   */
  expectAnswer: boolean;
}

export type AuthKind = 'none' | 'admin-token' | 'admin-cookie' | 'viewer-token';

/** Admin routes are mostly called signed in (token, or cookie for part of them); public ones mostly not. */
export function chooseAuth(rng: Prng, route: Pick<RouteSpec, 'family' | 'noOwnCredentials'>): AuthKind {
  if (route.noOwnCredentials) return 'none';
  const roll = rng.next();
  if (route.family === 'admin') {
    if (roll < 0.55) return 'admin-token';
    if (roll < 0.8) return 'admin-cookie';
    return roll < 0.9 ? 'viewer-token' : 'none';
  }
  if (roll < 0.7) return 'none';
  return roll < 0.85 ? 'admin-token' : 'admin-cookie';
}

export function authHeaders(kind: AuthKind, ctx: FuzzContext): [string, string][] {
  if (kind === 'admin-token') return [['Authorization', `Bearer ${ctx.adminToken}`]];
  if (kind === 'admin-cookie') return [['Cookie', ctx.adminCookie]];
  if (kind === 'viewer-token' && ctx.viewerToken) return [['Authorization', `Bearer ${ctx.viewerToken}`]];
  return [];
}

export function jsonCase(
  category: string,
  ctx: FuzzContext,
  spec: Omit<RequestSpec, 'body'> & { body?: string | Buffer; contentType?: string },
  expectAnswer = true,
): FuzzCase {
  const headers: HeaderList = [
    ...(spec.body !== undefined ? [['Content-Type', spec.contentType ?? 'application/json'] as const] : []),
    ...(spec.headers ?? []),
  ];
  return {
    category,
    family: familyOf(spec.target),
    method: spec.method,
    target: spec.target,
    expectAnswer,
    build: () => formatRequest({ ...spec, headers }, ctx.port),
  };
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

/** Positions whose value is a string: where hostile text goes. */
export function stringPaths(value: Json): PathKey[][] {
  return jsonPaths(value).filter((path) => typeof readAt(value, path) === 'string');
}

function readAt(value: Json, path: readonly PathKey[]): Json | undefined {
  let current: Json | undefined = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = Array.isArray(current) ? current[Number(key)] : current[String(key)];
  }
  return current;
}

/** Picks a path, weighting the top level up: most bugs sit in the first field read, not deep in content. */
export function pickPath(rng: Prng, paths: readonly PathKey[][]): PathKey[] {
  const top = paths.filter((path) => path.length === 1);
  return rng.chance(0.5) && top.length > 0 ? rng.pick(top) : rng.pick(paths);
}
