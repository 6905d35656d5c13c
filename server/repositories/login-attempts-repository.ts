import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Failed sign-ins per username, kept in the database (not in process memory) so the limit holds
 * across every server instance behind a load balancer.
 */
export function createLoginAttemptsRepository(db: Kysely<Database>) {
  return {
    async recordFailure(username: string): Promise<void> {
      await db
        .insertInto('login_attempts')
        .values({ username: username.toLowerCase(), attempted_at: new Date().toISOString() })
        .execute();
    },

    async countRecentFailures(username: string, windowMs: number): Promise<number> {
      const since = new Date(Date.now() - windowMs).toISOString();
      const { count } = await db
        .selectFrom('login_attempts')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('username', '=', username.toLowerCase())
        .where('attempted_at', '>', since)
        .executeTakeFirstOrThrow();
      return Number(count);
    },

    async clear(username: string): Promise<void> {
      await db.deleteFrom('login_attempts').where('username', '=', username.toLowerCase()).execute();
    },
  };
}
