import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export interface PostgresOptions {
  /** Connections this instance holds at most (`DATABASE_POOL_SIZE`). */
  poolSize: number;
  /** An idle connection broke (the server restarted, a proxy cut it); the pool replaces it on next use. */
  onIdleConnectionError?: (error: Error) => void;
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
  // Without a listener, an idle connection's error (e.g. the server shutting down) would crash the process.
  pool.on('error', (error) => options.onIdleConnectionError?.(error));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
