import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../db/schema';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What `child` receives: the merged limit of one route (or of one `createRateLimit` limiter, with no route). */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
  groupId?: string;
}

/** Expired counters are swept at most this often, by whichever instance counts a hit after the interval. */
const sweepEveryMs = 60_000;

/**
 * A @fastify/rate-limit store whose counters live in PostgreSQL (`rate_limit_counters`), so that N instances
 * behind a load balancer share one limit instead of each allowing `max`. One upsert per counted request:
 * it starts a fresh window when the old one is over and otherwise adds one, atomically (the row lock of
 * `on conflict do update`), so two instances counting the same client at once never lose a hit.
 *
 * Chosen over Redis because the database is already there and already shared; a form's limit is a handful of
 * requests a minute, far below what one indexed upsert costs. Windows are fixed like the default in-memory
 * store's; `continueExceeding` and `exponentialBackoff` are not used by this site and not supported.
 * Times are the instances' clocks (which a load-balanced deployment keeps in step with NTP).
 */
export function postgresRateLimitStore(db: Kysely<Database>): FastifyRateLimitStoreCtor {
  let lastSweep = 0;

  const sweep = (now: number) => {
    if (now - lastSweep < sweepEveryMs) return;
    lastSweep = now;
    void db
      .deleteFrom('rate_limit_counters')
      .where('resets_at', '<=', now)
      .execute()
      .catch(() => undefined);
  };

  const count = async (key: string, timeWindow: number): Promise<{ current: number; ttl: number }> => {
    const now = Date.now();
    const resetsAt = now + timeWindow;
    const { rows } = await sql<{ hits: number; resets_at: string }>`
      insert into rate_limit_counters (key, hits, resets_at) values (${key}, 1, ${resetsAt})
      on conflict (key) do update set
        hits = case when rate_limit_counters.resets_at <= ${now} then 1 else rate_limit_counters.hits + 1 end,
        resets_at = case when rate_limit_counters.resets_at <= ${now} then ${resetsAt}
                         else rate_limit_counters.resets_at end
      returning hits, resets_at`.execute(db);
    sweep(now);
    const row = rows[0];
    if (!row) throw new Error('rate limit counter was not returned');
    return { current: row.hits, ttl: Math.max(0, Number(row.resets_at) - now) };
  };

  class PostgresRateLimitStore implements FastifyRateLimitStore {
    private readonly namespace: string;

    /** The plugin builds the root store from its options; `child` passes the namespace of one route. */
    constructor(scope: FastifyRateLimitOptions | string) {
      this.namespace = typeof scope === 'string' ? scope : 'global';
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      count(`${this.namespace} ${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /** One namespace per route, as the in-memory store keeps one map per route; a limiter without a route shares one. */
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin's types call this the route's options; at run time it is the merged limit with the route
      // under `routeInfo` (see @fastify/rate-limit's index.js and its own RedisStore).
      const { routeInfo, groupId } = routeOptions as unknown as ChildOptions;
      const method = [routeInfo?.method ?? ''].flat().join(',');
      const name = groupId ?? (routeInfo?.url ? `${method} ${routeInfo.url}` : 'limiter');
      return new PostgresRateLimitStore(name);
    }
  }
  return PostgresRateLimitStore;
}
