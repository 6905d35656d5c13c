import type { Expression, Kysely, Selectable, SqlBool } from 'kysely';
import { expressionBuilder } from 'kysely';
import type { AdminUser, UserListQuery, UserPatchPayload } from '../../../contract/admin/admin-users';
import type { Paged } from '../../../contract/admin/paging';
import { lockForUpdate } from '../../db/lock-for-update';
import { inTransaction } from '../../db/in-transaction';
import { toUser } from '../users-repository';
import type { Database, UsersTable } from '../../db/schema';
import { countValue, offsetOf } from './paging-sql';
import { containsText } from './text-search';

export type UserPatchOutcome = { updated: AdminUser } | { refused: 'not-found' | 'last-admin' };

function toAdminUser(row: Selectable<UsersTable>): AdminUser {
  return {
    ...toUser(row),
    approval: row.approval,
    disabled: row.disabled !== 0,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function userFilter(query: UserListQuery) {
  const eb = expressionBuilder<Database, 'users'>();
  const conditions: Expression<SqlBool>[] = [];
  if (query.role) conditions.push(eb('users.role', '=', query.role));
  if (query.approval) conditions.push(eb('users.approval', '=', query.approval));
  if (query.q) conditions.push(containsText(['users.username', 'users.display_name', 'users.email'], query.q));
  return eb.and(conditions);
}

const isEnabledAdmin = (user: { role: string; approval: string; disabled: number }) =>
  user.role === 'admin' && user.approval === 'approved' && user.disabled === 0;

export function createAdminUsersRepository(db: Kysely<Database>) {
  return {
    async list(query: UserListQuery): Promise<Paged<AdminUser>> {
      const where = userFilter(query);
      const [rows, total] = await Promise.all([
        db
          .selectFrom('users')
          .selectAll()
          .where(where)
          .orderBy('username')
          .limit(query.pageSize)
          .offset(offsetOf(query))
          .execute(),
        db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where(where)
          .executeTakeFirst(),
      ]);
      return { items: rows.map(toAdminUser), total: countValue(total), page: query.page, pageSize: query.pageSize };
    },

    /**
     * The last-admin check and the write share one transaction, so two admins demoting each other at
     * the same moment cannot leave the site with none: on SQLite transactions run one at a time; on
     * PostgreSQL the enabled admins' rows are locked before they are counted (`for update` cannot count,
     * so they are listed), and the second demotion waits, then counts without the first one's admin.
     * Disabling also ends the user's sessions.
     */
    update(id: number, patch: UserPatchPayload): Promise<UserPatchOutcome> {
      return inTransaction(db, async (trx): Promise<UserPatchOutcome> => {
        const current = await trx.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
        if (!current) return { refused: 'not-found' };
        // Rejecting an account disables it: it keeps its name taken and its history, and can sign in no more.
        // Approving one that was rejected brings it back.
        const rejected = patch.approval === 'rejected';
        const approvedNow = patch.approval === 'approved' && current.approval !== 'approved';
        const next = {
          role: patch.role ?? current.role,
          approval: patch.approval ?? current.approval,
          disabled: rejected
            ? 1
            : approvedNow
              ? 0
              : patch.disabled === undefined
                ? current.disabled
                : Number(patch.disabled),
        };
        if (isEnabledAdmin(current) && !isEnabledAdmin(next)) {
          const admins = await lockForUpdate(
            trx,
            // In id order, so two such transactions take the locks in the same order and cannot deadlock.
            trx
              .selectFrom('users')
              .select('id')
              .where('role', '=', 'admin')
              .where('approval', '=', 'approved')
              .where('disabled', '=', 0)
              .orderBy('id'),
          ).execute();
          if (admins.length <= 1) return { refused: 'last-admin' };
        }
        const updated = await trx
          .updateTable('users')
          .set({ ...next, updated_at: new Date().toISOString() })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        if (next.disabled) await trx.deleteFrom('sessions').where('user_id', '=', id).execute();
        return { updated: toAdminUser(updated) };
      });
    },
  };
}
