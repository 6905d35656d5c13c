import type { Kysely } from 'kysely';
import { databaseKind } from '../database-kind';

/** Bytes in a column: SQLite's `blob`, PostgreSQL's `bytea`; both read back as a Node Buffer. */
export function binaryColumnType(db: Kysely<unknown>): 'blob' | 'bytea' {
  return databaseKind(db) === 'postgres' ? 'bytea' : 'blob';
}
