import type { Kysely } from 'kysely';
import { PostgresAdapter } from 'kysely';

export type DatabaseKind = 'sqlite' | 'postgres';

/**
 * Which engine is behind `db` (or a transaction of it), for the few statements whose SQL must differ.
 * `getExecutor` is marked internal, but its adapter is the one thing that knows the dialect on every
 * handle Kysely gives out, including the ones the Migrator and transactions create.
 */
export function databaseKind<DB>(db: Kysely<DB>): DatabaseKind {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
