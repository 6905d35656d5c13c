import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { databaseKind } from '../database-kind';

/**
 * The generated integer primary key, from one definition for both databases: SQLite's `autoincrement`
 * (ids never reused, the SQL the shipped migrations always produced there) and PostgreSQL's
 * `generated always as identity`, which refuses a hand-written id as SQLite's column would not need to.
 */
export function idColumn(db: Kysely<unknown>) {
  const postgres = databaseKind(db) === 'postgres';
  return (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedAlwaysAsIdentity() : col.primaryKey().autoIncrement();
}
