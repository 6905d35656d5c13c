import type { Live } from './fuzz-live';
import type { Json } from './fuzz-values';
import type { Prng } from './prng';
import type { RawAnswer } from './raw-http';

/**
 * A route seed: how to make one well-formed request to a registered route (ids that exist, a body that passes
 * validation, the version in If-Match). The fuzz derives every hostile case of the route from it, breaking one
 * thing at a time, so each hostile input reaches the code behind the first check. Seeds are made when a case is
 * sent, from the live state (sessions, versions, what earlier answers created), so they stay valid as the run
 * changes the site.
 */
export const roles = ['admin', 'editor', 'viewer'] as const;
export type Role = (typeof roles)[number];
export type Caller = { role: Role; style: 'token' | 'cookie' } | { role: 'anonymous' };

export const anonymous: Caller = { role: 'anonymous' };
/** Everyone the fuzz calls as: nobody, and each role with a bearer token and with a cookie session. */
export const everyCaller: readonly Caller[] = [
  anonymous,
  ...roles.flatMap((role): Caller[] => [
    { role, style: 'token' },
    { role, style: 'cookie' },
  ]),
];

export const callerLabel = (caller: Caller) =>
  caller.role === 'anonymous' ? 'anonymous' : `${caller.role} ${caller.style}`;

export interface FormPart {
  name: string;
  filename?: string;
  type?: string;
  data: Buffer | string;
}

export interface SeedRequest {
  /** The route's parameters (`id`, `*`) as they go into the path, already percent-encoded. */
  params?: Record<string, string>;
  /** Without the `?`. */
  query?: string;
  body?: Json;
  /** A multipart form instead of a JSON body (uploads). */
  form?: FormPart[];
  /** Send the item's current version in If-Match (pages, subpages, global components). */
  ifMatch?: boolean;
}

/** What a case sent, for the seed's `learn`. */
export interface Sent {
  caller: Caller;
  target: string;
  body?: Json;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteSeed {
  method: Method;
  /** Exactly as registered: `/api/admin/pages/:id`. */
  url: string;
  /** Who the route is for: most valid calls are made as them, the rest as everyone else. */
  audience: 'anyone' | 'signed-in' | 'editor' | 'admin';
  make(rng: Prng, live: Live, caller: Caller): SeedRequest;
  /** Takes filters or paging in its query string: gets more query cases. */
  query?: boolean;
  /** Can end sessions (its caller's or anyone's): every account is checked after it is answered. */
  endsSessions?: boolean;
  /** Learns from an answer what later seeds need: ids of what it made, secrets, changed passwords. */
  learn?(answer: RawAnswer, sent: Sent, live: Live): void;
}

export const routeKey = (method: string, url: string) => `${method} ${url}`;

/** The path of `url` with its parameters (`:name`, `*`) filled in. */
export function fillPath(url: string, params: Record<string, string> = {}): string {
  return url
    .split('/')
    .map((segment) => {
      const name = segment === '*' ? '*' : segment.startsWith(':') ? segment.slice(1) : null;
      if (name === null) return segment;
      const value = params[name];
      if (value === undefined) throw new Error(`seed for ${url} gave no value for ${name}`);
      return value;
    })
    .join('/');
}

/** The names of a route's parameters, in order. */
export const paramNames = (url: string): string[] =>
  url
    .split('/')
    .filter((segment) => segment === '*' || segment.startsWith(':'))
    .map((segment) => (segment === '*' ? '*' : segment.slice(1)));

/** Mostly an id that exists, sometimes one that does not or is not an id at all. */
export function someId(rng: Prng, existing: readonly number[]): string {
  if (existing.length > 0 && rng.chance(0.8)) return String(rng.pick(existing));
  return rng.pick(['999999', '0', '-1', '1.5', 'abc', '1e3', '00001', '2147483648', '999999999999999']);
}

let counter = 0;
/** Unique per call, so creates do not collide on slugs or usernames by accident. */
export const unique = () => (counter += 1);

/** A value read from a JSON answer's text by its key (answers may be cut short, so no JSON.parse). */
export function readField(body: string, key: string): string | undefined {
  return new RegExp(`"${key}":"?([^",}]*)`).exec(body)?.[1];
}
