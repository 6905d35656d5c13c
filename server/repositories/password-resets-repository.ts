import type { Kysely } from 'kysely';
import { passwordResetLifetimeHours } from '../../contract/password-resets';
import type { Database } from '../db/schema';
import { inTransaction } from '../db/in-transaction';
import { createSessionSecret, hashSessionSecret } from '../security/session-token';

const hourMs = 60 * 60 * 1000;

/** Admin-made, one-time links to choose a new password; only a hash of each link's secret is kept. */
export function createPasswordResetsRepository(db: Kysely<Database>) {
  /** Unused links of a user are withdrawn by deleting them (used ones stay as the record). */
  const withdrawOpen = async (executor: Kysely<Database>, userId: number): Promise<number> => {
    const result = await executor
      .deleteFrom('password_resets')
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  };

  return {
    /** Makes a link for a user, replacing any they had not used, and returns its secret and expiry. */
    async create(userId: number, createdBy: number): Promise<{ secret: string; expiresAt: string }> {
      const secret = createSessionSecret();
      const now = Date.now();
      const expiresAt = new Date(now + passwordResetLifetimeHours * hourMs).toISOString();
      await inTransaction(db, async (trx) => {
        await withdrawOpen(trx, userId);
        await trx
          .insertInto('password_resets')
          .values({
            token_hash: hashSessionSecret(secret),
            user_id: userId,
            created_by: createdBy,
            created_at: new Date(now).toISOString(),
            expires_at: expiresAt,
            used_at: null,
          })
          .execute();
      });
      return { secret, expiresAt };
    },

    withdraw(userId: number): Promise<number> {
      return withdrawOpen(db, userId);
    },

    /** Whose password a still usable link sets, or undefined. */
    async preview(secret: string) {
      return db
        .selectFrom('password_resets')
        .innerJoin('users', 'users.id', 'password_resets.user_id')
        .select(['users.id as userId', 'users.username', 'users.display_name', 'users.email'])
        .select('password_resets.expires_at as expiresAt')
        .where('password_resets.token_hash', '=', hashSessionSecret(secret))
        .where('password_resets.used_at', 'is', null)
        .where('password_resets.expires_at', '>', new Date().toISOString())
        .where('users.disabled', '=', 0)
        .executeTakeFirst();
    },

    /**
     * Uses the link and sets the password in one transaction, then ends every session of the account: a
     * conditional update claims the link, so two people racing with it cannot both set a password.
     */
    async redeem(secret: string, passwordHash: string): Promise<number | undefined> {
      return inTransaction(db, async (trx) => {
        const now = new Date().toISOString();
        const claimed = await trx
          .updateTable('password_resets')
          .set({ used_at: now })
          .where('token_hash', '=', hashSessionSecret(secret))
          .where('used_at', 'is', null)
          .where('expires_at', '>', now)
          .returning('user_id')
          .executeTakeFirst();
        if (!claimed) return undefined;
        await trx
          .updateTable('users')
          .set({ password_hash: passwordHash, updated_at: now })
          .where('id', '=', claimed.user_id)
          .execute();
        await trx.deleteFrom('sessions').where('user_id', '=', claimed.user_id).execute();
        return claimed.user_id;
      });
    },
  };
}
