import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { TestProject } from 'vitest/node';
import { migrateToLatest } from '../db/migrate';
import { sqliteDatabase } from '../db/open-database';
import { seedDatabase } from '../db/seed/seed-database';
import { createRepositories } from '../repositories/repositories';
import { testAdmin } from './test-admin';

/**
 * The SQLite counterpart of the PostgreSQL templates (postgres-template.ts): one database migrated and seeded
 * for the whole `node` run, written to a file that every seeded test database is an in-memory copy of. Seeding
 * each test's database anew (the site's pages, its pictures with their renditions, the articles) cost more
 * than the rest of most server tests; createTestApp still migrates and seeds each copy, finding nothing to do.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'site-sqlite-template-'));
  const sqlite = new SQLite(':memory:');
  const db = sqliteDatabase(sqlite);
  try {
    await migrateToLatest(db);
    await seedDatabase(createRepositories(db, { sessionTtlMs: 0 }), testAdmin);
    const file = path.join(folder, 'seeded.db');
    writeFileSync(file, sqlite.serialize());
    project.provide('sqliteSeededTemplate', file);
  } finally {
    await db.destroy();
  }
  return () => rmSync(folder, { recursive: true, force: true });
}
