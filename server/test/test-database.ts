import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import SQLite from 'better-sqlite3';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, sqliteDatabase } from '../db/open-database';
import type { Database } from '../db/schema';
import type { PostgresTemplate } from './postgres-template';
import { postgresTemplates } from './postgres-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The throwaway cluster's maintenance database, as superuser (set by postgres-global-setup.ts). */
    postgresAdminUrl: string;
    /** A migrated and seeded SQLite database's file (set by sqlite-global-setup.ts for the `node` project). */
    sqliteSeededTemplate: string;
  }
}

export type TestDatabaseKind = 'sqlite' | 'postgres';

/** `TEST_DATABASE=postgres` (the `node-postgres` Vitest project) runs the server tests on PostgreSQL. */
export function testDatabaseKind(): TestDatabaseKind {
  return process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite';
}

export interface TestDatabase {
  db: Kysely<Database>;
  /** Where a PostgreSQL database is, for a second connection to it (several instances); absent on SQLite. */
  url?: string;
  /** Closes the connections and throws the database away. */
  drop: () => Promise<void>;
}

let adminPool: pg.Pool | undefined;

/** One small pool per test worker for `create`/`drop database`, which cannot run inside a database being copied. */
function admin(): pg.Pool {
  if (!adminPool) {
    adminPool = new pg.Pool({ connectionString: inject('postgresAdminUrl'), max: 2, allowExitOnIdle: true });
    adminPool.on('error', () => undefined);
  }
  return adminPool;
}

function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

let seededSqlite: Buffer | undefined;

/**
 * The seeded template's bytes, read once per test file; undefined where no global setup made one (a project
 * without it, a script), and the caller's migration and seed then fill an empty database as before.
 */
function seededSqliteBytes(): Buffer | undefined {
  const file = inject('sqliteSeededTemplate');
  if (!file) return undefined;
  seededSqlite ??= readFileSync(file);
  return seededSqlite;
}

/**
 * A fresh database of the kind this run tests: in-memory SQLite, empty or (`seeded`) a copy of the run's seeded
 * template; on PostgreSQL a copy of a template already `migrated` or also `seeded` (the caller migrates and seeds
 * either way, so both read the same).
 */
export async function openTestDatabase(template: PostgresTemplate): Promise<TestDatabase> {
  if (testDatabaseKind() === 'sqlite') {
    const seeded = template === 'seeded' ? seededSqliteBytes() : undefined;
    const db = seeded ? sqliteDatabase(new SQLite(seeded)) : openDatabase({ kind: 'sqlite', file: ':memory:' });
    return { db, drop: () => db.destroy() };
  }
  // Letters, digits and underscores only, so the name needs no quoting.
  const name = `test_${process.pid}_${randomBytes(6).toString('hex')}`;
  await admin().query(`create database ${name} template ${postgresTemplates[template]}`);
  const url = databaseUrl(inject('postgresAdminUrl'), name);
  const db = openDatabase({ kind: 'postgres', url }, { poolSize: 4 });
  return {
    db,
    url,
    drop: async () => {
      await db.destroy();
      await admin().query(`drop database ${name} with (force)`);
    },
  };
}
