import type { Kysely } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import type { Database } from '../db/schema';
import { seedDatabase } from '../db/seed/seed-database';
import { createRepositories } from '../repositories/repositories';
import type { PostgresCluster } from './postgres-cluster';
import { testAdmin } from './test-admin';

/** Every test database is a copy of one of these, made once per run by the global setup. */
export const postgresTemplates = { migrated: 'site_template_migrated', seeded: 'site_template_seeded' } as const;
export type PostgresTemplate = keyof typeof postgresTemplates;

/**
 * Migrating and seeding once, then copying (`create database … template`), is the cheapest fresh database
 * PostgreSQL offers: the seed alone is a password hash and some thirty inserts. Both run through the same
 * code as at every start, and createTestApp runs them again on each copy, finding nothing to do.
 */
export async function createTemplates(cluster: PostgresCluster): Promise<void> {
  const admin = new pg.Client({ connectionString: cluster.url('postgres') });
  await admin.connect();
  try {
    await admin.query(`create database ${postgresTemplates.migrated}`);
    await inDatabase(cluster.url(postgresTemplates.migrated), migrateToLatest);
    await admin.query(`create database ${postgresTemplates.seeded} template ${postgresTemplates.migrated}`);
    await inDatabase(cluster.url(postgresTemplates.seeded), async (db) => {
      await seedDatabase(createRepositories(db, { sessionTtlMs: 0 }), testAdmin);
    });
  } finally {
    await admin.end();
  }
}

async function inDatabase(url: string, work: (db: Kysely<Database>) => Promise<void>): Promise<void> {
  const db = openDatabase({ kind: 'postgres', url }, { poolSize: 1 });
  try {
    await work(db);
  } finally {
    // A template cannot be copied while anyone is connected to it.
    await db.destroy();
  }
}
