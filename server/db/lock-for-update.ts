import type { Kysely, SelectQueryBuilder } from 'kysely';
import { databaseKind } from './database-kind';
import type { Database } from './schema';

/**
 * `select … for update` on PostgreSQL, where transactions of several connections (and instances) run at
 * once and a read-then-write needs the row held until commit. SQLite has no such clause and needs none:
 * it has a single writer, and Kysely's SQLite driver runs one transaction at a time.
 */
export function lockForUpdate<TB extends keyof Database, O>(
  db: Kysely<Database>,
  query: SelectQueryBuilder<Database, TB, O>,
): SelectQueryBuilder<Database, TB, O> {
  return databaseKind(db) === 'postgres' ? query.forUpdate() : query;
}
