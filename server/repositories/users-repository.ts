import type { Kysely, Selectable } from 'kysely';
import type { Approval, Role, User } from '../../contract/user';
import type { Database, UsersTable } from '../db/schema';

export type UserRow = Selectable<UsersTable>;

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    displayName: row.display_name,
    email: row.email,
    role: row.role,
    approval: row.approval,
    twoFactorEnabled: row.totp_enabled_at !== null,
  };
}

export interface NewUser {
  username: string;
  passwordHash: string;
  displayName: string;
  email: string | null;
  role: Role;
  approval: Approval;
}

export function createUsersRepository(db: Kysely<Database>) {
  return {
    findByUsername(username: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
    },

    findById(id: number): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async create(user: NewUser): Promise<User> {
      const now = new Date().toISOString();
      const row = await db
        .insertInto('users')
        .values({
          username: user.username,
          password_hash: user.passwordHash,
          display_name: user.displayName,
          email: user.email,
          role: user.role,
          approval: user.approval,
          disabled: 0,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toUser(row);
    },

    /**
     * Sets a new hash only if the stored one is still the hash the current password was checked against, so of
     * two changes checked at once exactly one lands; answers whether this one did.
     */
    async replacePassword(userId: number, checkedHash: string, passwordHash: string): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: new Date().toISOString() })
        .where('id', '=', userId)
        .where('password_hash', '=', checkedHash)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async count(): Promise<number> {
      const { count } = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(count);
    },
  };
}
