import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { RecentFailures, SignInFactor } from '../security/login-throttle';

/**
 * Failed sign-ins by username, source and the factor that was wrong, kept in the database (not in process memory)
 * so the throttle holds across every server instance behind a load balancer.
 */
export function createLoginAttemptsRepository(db: Kysely<Database>) {
  const summarise = (row: { count: number | string; last: string | null }): RecentFailures => ({
    count: Number(row.count),
    lastAt: row.last === null ? null : Date.parse(row.last),
  });
  const since = (windowMs: number) => new Date(Date.now() - windowMs).toISOString();
  const recent = (factor: SignInFactor, windowMs: number) =>
    db
      .selectFrom('login_attempts')
      .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('attempted_at').as('last')])
      .where('factor', '=', factor)
      .where('attempted_at', '>', since(windowMs));

  return {
    async recordFailure(username: string, source: string, factor: SignInFactor): Promise<void> {
      await db
        .insertInto('login_attempts')
        .values({ username: username.toLowerCase(), source, factor, attempted_at: new Date().toISOString() })
        .execute();
    },

    async recentForAccountAtSource(
      username: string,
      source: string,
      factor: SignInFactor,
      windowMs: number,
    ): Promise<RecentFailures> {
      const row = await recent(factor, windowMs)
        .where('username', '=', username.toLowerCase())
        .where('source', '=', source)
        .executeTakeFirstOrThrow();
      return summarise(row);
    },

    /** The account's failures from every source: only ever asked for wrong codes (see login-throttle). */
    async recentForAccount(username: string, factor: SignInFactor, windowMs: number): Promise<RecentFailures> {
      const row = await recent(factor, windowMs)
        .where('username', '=', username.toLowerCase())
        .executeTakeFirstOrThrow();
      return summarise(row);
    },

    async recentFromSource(source: string, factor: SignInFactor, windowMs: number): Promise<RecentFailures> {
      const row = await recent(factor, windowMs).where('source', '=', source).executeTakeFirstOrThrow();
      return summarise(row);
    },

    /**
     * A success forgives that source's failures of that factor on that account; failures from other sources, and
     * of the other factor, stay (a right password forgives no wrong code).
     */
    async clearAccountAtSource(username: string, source: string, factor: SignInFactor): Promise<void> {
      await db
        .deleteFrom('login_attempts')
        .where('username', '=', username.toLowerCase())
        .where('source', '=', source)
        .where('factor', '=', factor)
        .execute();
    },

    /** Drops failures older than their factor's window, whatever the username (real or invented). Returns how many. */
    async pruneOlderThan(windowsMs: Record<SignInFactor, number>): Promise<number> {
      const result = await db
        .deleteFrom('login_attempts')
        .where((eb) =>
          eb.or([
            eb.and([eb('factor', '=', 'password'), eb('attempted_at', '<=', since(windowsMs.password))]),
            eb.and([eb('factor', '=', 'code'), eb('attempted_at', '<=', since(windowsMs.code))]),
          ]),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
