import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Role } from '../../../contract/user';
import { testAdmin, tokenFor } from '../../test/test-app';

export type AuthHeaders = Record<string, string>;

export interface Staff {
  admin: AuthHeaders;
  editor: AuthHeaders;
  viewer: AuthHeaders;
  ids: { admin: number; editor: number; viewer: number };
}

const bearer = (token: string): AuthHeaders => ({ authorization: `Bearer ${token}` });

/**
 * Registers an account as a person would: it waits for approval. Answers the cookie session that registration
 * opens, so tests cover cookie auth and save a password check.
 */
export async function registerAccount(
  app: FastifyInstance,
  username: string,
): Promise<{ id: number; headers: AuthHeaders }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: {
      username,
      password: 'a-long-enough-password',
      displayName: `${username} name`,
      email: `${username}@example.com`,
    },
  });
  const cookie = response.cookies.find((candidate) => candidate.name === 'sid');
  if (response.statusCode !== 201 || !cookie) throw new Error(`register failed: ${response.body}`);
  return { id: response.json<{ id: number }>().id, headers: { cookie: `sid=${cookie.value}` } };
}

/** Registers an account, then approves it with a role as an admin's PATCH would. */
export async function createUser(
  app: FastifyInstance,
  username: string,
  role: Role,
): Promise<{ id: number; headers: AuthHeaders }> {
  const account = await registerAccount(app, username);
  await app.db.updateTable('users').set({ role, approval: 'approved' }).where('id', '=', account.id).execute();
  return account;
}

/** The seeded admin signs in with a bearer token; the editor and viewer with cookie sessions. */
export async function signInStaff(app: FastifyInstance): Promise<Staff> {
  const [editor, viewer, adminToken] = await Promise.all([
    createUser(app, 'eddie', 'editor'),
    createUser(app, 'vera', 'viewer'),
    tokenFor(app, testAdmin.username, testAdmin.password),
  ]);
  const adminRow = await app.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', testAdmin.username)
    .executeTakeFirstOrThrow();
  return {
    admin: bearer(adminToken),
    editor: editor.headers,
    viewer: viewer.headers,
    ids: { admin: adminRow.id, editor: editor.id, viewer: viewer.id },
  };
}

type Method = NonNullable<InjectOptions['method']>;

/** One admin API call; `payload` is sent as JSON. */
export function call(app: FastifyInstance, method: Method, url: string, headers: AuthHeaders = {}, payload?: unknown) {
  return app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
}

/** The ETag a GET of `url` answers (the item's version), or undefined when the read is refused. */
export async function readETag(
  app: FastifyInstance,
  url: string,
  headers: AuthHeaders = {},
): Promise<string | undefined> {
  const response = await call(app, 'GET', url, headers);
  const etag = response.headers.etag;
  return response.statusCode === 200 && typeof etag === 'string' ? etag : undefined;
}

/**
 * The item a write changes: a restore's, a publish's, a schedule's and a preview link's item is the path before
 * `/revisions`, `/publish` and the like, and a query is not part of it.
 */
const itemUrlOf = (url: string) =>
  url
    .replace(/\?.*$/, '')
    .replace(/\/revisions\/.*$/, '')
    .replace(/\/(publish|unpublish|schedule|preview-links)(\/.*)?$/, '');

/**
 * A write as the editor sends it: reads the item's ETag first (with the same headers) and sends it as
 * `If-Match`. When that read is refused (signed out, no such item) the write goes without one, so the
 * refusal tests still meet the access check and the 404 first.
 */
export async function versionedCall(
  app: FastifyInstance,
  method: Method,
  url: string,
  headers: AuthHeaders = {},
  payload?: unknown,
) {
  const etag = await readETag(app, itemUrlOf(url), headers);
  return call(app, method, url, etag === undefined ? headers : { ...headers, 'if-match': etag }, payload);
}

export async function pageIdBySlug(app: FastifyInstance, slug: string): Promise<number> {
  const row = await app.db.selectFrom('pages').select('id').where('slug', '=', slug).executeTakeFirstOrThrow();
  return row.id;
}

export const newPage = {
  title: 'Incident Response Retainer',
  slug: 'incident-response',
  description: 'Round-the-clock help when it matters.',
  status: 'draft',
  blocks: [{ type: 'intro', data: { title: 'When minutes matter', description: 'Our responders are on call.' } }],
} as const;
