import type { Kysely } from 'kysely';
import type { Redirect, RedirectCreatePayload } from '../../../contract/admin/admin-redirects';
import type { Database } from '../../db/schema';
import { lockForUpdate } from '../../db/lock-for-update';
import { toActor } from './actor';
import { showsPage } from './shows-page';

export type CreateRedirectOutcome =
  { created: true; id: number } | { created: false; reason: 'exists' | 'is-page' | 'loop' };

function selectRedirects(db: Kysely<Database>) {
  return db
    .selectFrom('redirects')
    .leftJoin('users', 'users.id', 'redirects.created_by')
    .select([
      'redirects.id',
      'redirects.source',
      'redirects.target',
      'redirects.hits',
      'redirects.created_at',
      'redirects.created_by',
      'users.display_name',
    ]);
}

type RedirectRow = Awaited<ReturnType<ReturnType<typeof selectRedirects>['executeTakeFirstOrThrow']>>;

function toRedirect(row: RedirectRow): Redirect {
  return {
    id: row.id,
    source: row.source,
    target: row.target,
    hits: Number(row.hits),
    createdAt: row.created_at,
    createdBy: toActor(row.created_by, row.display_name),
  };
}

export function createAdminRedirectsRepository(db: Kysely<Database>) {
  return {
    /** A site keeps tens of redirects, not thousands: the screen shows them all, newest first. */
    async list(): Promise<Redirect[]> {
      const rows = await selectRedirects(db).orderBy('redirects.id', 'desc').execute();
      return rows.map(toRedirect);
    },

    async find(id: number): Promise<Redirect | undefined> {
      const row = await selectRedirects(db).where('redirects.id', '=', id).executeTakeFirst();
      return row && toRedirect(row);
    },

    /**
     * A redirect staff add keeps the table one hop too: a target that is itself redirected is replaced by where
     * that leads, and those that led to the new source now lead to its target. Either way a redirect that would
     * end where it starts is refused. Existing rows are locked on PostgreSQL, as SQLite's one writer would.
     */
    create(payload: RedirectCreatePayload, userId: number): Promise<CreateRedirectOutcome> {
      return db.transaction().execute(async (trx): Promise<CreateRedirectOutcome> => {
        const { source } = payload;
        const existing = await lockForUpdate(
          trx,
          trx.selectFrom('redirects').select(['id', 'source', 'target']),
        ).execute();
        if (existing.some((redirect) => redirect.source === source)) return { created: false, reason: 'exists' };
        if (await showsPage(trx, source)) return { created: false, reason: 'is-page' };
        const target = existing.find((redirect) => redirect.source === payload.target)?.target ?? payload.target;
        const leading = existing.filter((redirect) => redirect.target === source);
        if (target === source || leading.some((redirect) => redirect.source === target)) {
          return { created: false, reason: 'loop' };
        }
        for (const redirect of leading) {
          await trx.updateTable('redirects').set({ target }).where('id', '=', redirect.id).execute();
        }
        const row = await trx
          .insertInto('redirects')
          .values({ source, target, created_at: new Date().toISOString(), created_by: userId })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { created: true, id: row.id };
      });
    },

    async remove(id: number): Promise<boolean> {
      const result = await db.deleteFrom('redirects').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}
