import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { PostgresOptions } from './open-postgres';
import { openPostgres } from './open-postgres';
import type { Database } from './schema';

export type DatabaseLocation = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

/** `DATABASE_URL` unset → `<dataDir>/site.db`; `sqlite:PATH` (or `:memory:`); `postgres://…` for PostgreSQL. */
export function resolveDatabaseLocation(databaseUrl: string | undefined, dataDir: string): DatabaseLocation {
  if (!databaseUrl) return { kind: 'sqlite', file: path.join(dataDir, 'site.db') };
  if (databaseUrl.startsWith('sqlite:')) return { kind: 'sqlite', file: databaseUrl.slice('sqlite:'.length) };
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) return { kind: 'postgres', url: databaseUrl };
  throw new Error('DATABASE_URL must start with sqlite: or postgres://');
}

/** The pool size when `DATABASE_POOL_SIZE` is unset; SQLite ignores it (one connection, one writer). */
export const defaultPoolSize = 10;

export function openDatabase(
  location: DatabaseLocation,
  postgres: PostgresOptions = { poolSize: defaultPoolSize },
): Kysely<Database> {
  if (location.kind === 'postgres') return openPostgres(location.url, postgres);
  if (location.file !== ':memory:') mkdirSync(path.dirname(location.file), { recursive: true });
  return sqliteDatabase(new SQLite(location.file));
}

/** An open SQLite file (or in-memory copy) with the settings every connection of the site uses. */
export function sqliteDatabase(sqlite: SQLite.Database): Kysely<Database> {
  sqlite.pragma('journal_mode = WAL');
  // FULL: a commit is on disk before the answer goes out, so an acknowledged submission survives power loss,
  // not only a crash of this process (WAL with NORMAL may lose the last commits on power loss).
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}
