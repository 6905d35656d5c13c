import type { FuzzContext } from './fuzz-context';
import type { Caller, Role } from './fuzz-seed';
import type { RawAnswer } from './raw-http';

/**
 * What changes while the fuzz runs: the harness's sessions (cases sign out, change passwords, disable accounts),
 * the edit versions that If-Match must name, and what earlier answers created (ids, secrets, links), which later
 * seeds use so their requests keep reaching past the first checks.
 */
export interface Account {
  role: Role;
  username: string;
  password: string;
  userId: number;
  token: string;
  cookie: string;
  /** The secret of a two-factor enrolment a case started and has not confirmed. */
  pendingSecret: string | null;
  /** Recovery codes of a two-factor sign-in a case turned on: the harness uses one to turn it off again. */
  recoveryCodes: string[];
  /** This account's session ids, for the seeds that end one. */
  sessionIds: number[];
}

/** The content with a working copy, revisions, publishing and preview links, which the seeds treat alike. */
export const collections = ['pages', 'subpages', 'articles'] as const;
export type Collection = (typeof collections)[number];
export type Versioned = Collection | 'global-components';
export const byCollection = <T>(make: (collection: Collection) => T): Record<Collection, T> => ({
  pages: make('pages'),
  subpages: make('subpages'),
  articles: make('articles'),
});

export interface Pools {
  contactIds: number[];
  jobIds: number[];
  /** The fuzz's own items of each collection (throwaway ones and what its creates made): the ones it changes. */
  itemIds: Record<Collection, number[]>;
  /** People of the Insights (authors), not accounts: the throwaway ones and what the fuzz created. */
  personIds: number[];
  mediaIds: number[];
  /** `/media/{id}/{hash}/{file}` addresses of uploaded pictures and their renditions. */
  mediaFiles: string[];
  redirectIds: number[];
  invitationIds: number[];
  invitationTokens: string[];
  resetTokens: string[];
  previewSecrets: string[];
  previewLinkIds: Record<Versioned, number[]>;
  /** Second-factor challenges of the two-factor account, per sign-in style. */
  challenges: Record<'cookie' | 'token', string[]>;
}

export interface Live {
  port: number;
  ctx: FuzzContext;
  accounts: Record<Role, Account>;
  /** `pages/12`, `articles/3`, `people/2`, `global-components/cta` → the version its ETag last said. */
  versions: Map<string, number>;
  pools: Pools;
  /** The files of the web root the server registered as routes (`/assets/index-abc.js`). */
  staticFiles: string[];
}

/** Keeps the newest `cap` values: pools grow with every create and must not grow without end. */
export function remember<T>(pool: T[], value: T, cap = 64): void {
  if (!pool.includes(value)) pool.push(value);
  if (pool.length > cap) pool.splice(0, pool.length - cap);
}

export function forget<T>(pool: T[], value: T): void {
  const index = pool.indexOf(value);
  if (index >= 0) pool.splice(index, 1);
}

export const emptyPools = (): Pools => ({
  contactIds: [],
  jobIds: [],
  itemIds: byCollection(() => []),
  personIds: [],
  mediaIds: [],
  mediaFiles: [],
  redirectIds: [],
  invitationIds: [],
  invitationTokens: [],
  resetTokens: [],
  previewSecrets: [],
  previewLinkIds: { ...byCollection((): number[] => []), 'global-components': [] },
  challenges: { cookie: [], token: [] },
});

const versionedPath = /^\/api\/admin\/(pages|subpages|articles|people|global-components)\/([^/?]+)/;

/** The item an admin path is about (`/api/admin/pages/12/publish` → `pages/12`), if it is a versioned one. */
export function versionKey(target: string): string | null {
  const match = versionedPath.exec(target);
  return match ? `${match[1]}/${match[2]}` : null;
}

/** Every admin answer about a versioned item says its version as the ETag, a 412 included: keep it. */
export function learnVersion(live: Live, target: string, answer: RawAnswer): void {
  const key = versionKey(target);
  const version = /^"(\d+)"$/.exec(answer.etag ?? '')?.[1];
  if (key && version !== undefined) live.versions.set(key, Number(version));
}

/** The If-Match header for the item of `target`; an unknown one gets a version no item has (a 412). */
export function ifMatchFor(live: Live, target: string): string {
  const key = versionKey(target);
  return `"${(key && live.versions.get(key)) ?? 0}"`;
}

/** The headers that sign `caller` in, read at send time so a session renewed meanwhile is used. */
export function credentials(live: Live, caller: Caller): [string, string][] {
  if (caller.role === 'anonymous') return [];
  const account = live.accounts[caller.role];
  return caller.style === 'token' ? [['Authorization', `Bearer ${account.token}`]] : [['Cookie', account.cookie]];
}
