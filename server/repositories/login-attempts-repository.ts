import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { RecentFailures } from '../security/login-throttle';

/**
 * Failed sign-ins by username and source, kept in the database (not in process memory) so the throttle
 * holds across every server instance behind a load balancer.
 */
export function createLoginAttemptsRepository(db: Kysely<Database>) {
  const summarise = (row: { count: number | string; last: string | null }): RecentFailures => ({
    count: Number(row.count),
    lastAt: row.last === null ? null : Date.parse(row.last),
  });

  return {
    async recordFailure(username: string, source: string): Promise<void> {
      await db
        .insertInto('login_attempts')
        .values({ username: username.toLowerCase(), source, attempted_at: new Date().toISOString() })
        .execute();
    },

    async recentForAccountAtSource(username: string, source: string, windowMs: number): Promise<RecentFailures> {
      const row = await db
        .selectFrom('login_attempts')
        .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('attempted_at').as('last')])
        .where('username', '=', username.toLowerCase())
        .where('source', '=', source)
        .where('attempted_at', '>', new Date(Date.now() - windowMs).toISOString())
        .executeTakeFirstOrThrow();
      return summarise(row);
    },

    async recentFromSource(source: string, windowMs: number): Promise<RecentFailures> {
      const row = await db
        .selectFrom('login_attempts')
        .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('attempted_at').as('last')])
        .where('source', '=', source)
        .where('attempted_at', '>', new Date(Date.now() - windowMs).toISOString())
        .executeTakeFirstOrThrow();
      return summarise(row);
    },

    /** A success forgives that source's failures on that account; failures from other sources stay. */
    async clearAccountAtSource(username: string, source: string): Promise<void> {
      await db
        .deleteFrom('login_attempts')
        .where('username', '=', username.toLowerCase())
        .where('source', '=', source)
        .execute();
    },

    /** Drops failures older than the window, whatever the username (real or invented). Returns how many. */
    async pruneOlderThan(windowMs: number): Promise<number> {
      const result = await db
        .deleteFrom('login_attempts')
        .where('attempted_at', '<=', new Date(Date.now() - windowMs).toISOString())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
