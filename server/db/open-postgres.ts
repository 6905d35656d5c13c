import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export interface PostgresOptions {
  /** Connections this instance holds at most (`DATABASE_POOL_SIZE`). */
  poolSize: number;
  /**
   * A connection broke, idle or checked out (the server restarted or ended it, a proxy cut it). A request that was
   * using it fails with 503 (`database-unavailable.ts`); the pool drops it and opens a fresh one on next use.
   */
  onConnectionError?: (error: Error) => void;
}

/** How long a new connection may take before a request gives up with 503, rather than hanging. */
export const connectTimeoutMs = 5_000;

/**
 * node-postgres (`pg`) behind Kysely's own PostgresDialect: the dialect Kysely ships and tests, so the
 * query builder, `returning` and transactions behave as documented with no adapter of ours in between;
 * and `pg`'s Pool, which drops a broken connection and opens a fresh one, so the server recovers by
 * itself when the database comes back.
 */
export function openPostgres(url: string, options: PostgresOptions): Kysely<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize,
    connectionTimeoutMillis: connectTimeoutMs,
    idleTimeoutMillis: 30_000,
  });
  // A client emits `error` when its socket dies, checked out or not, and an `error` event nobody listens for ends
  // the process. The pool listens only while a client is idle (and then re-emits it on the pool), so each client
  // gets a listener of its own for its whole life, added before the pool hands it out for the first time. The
  // query in flight, if any, fails by itself (503), and the pool does not take the broken client back.
  pool.on('connect', (client) => {
    client.on('error', (error) => options.onConnectionError?.(error));
  });
  // What the pool re-emits for an idle client: already reported by the client's own listener above.
  pool.on('error', () => undefined);
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
