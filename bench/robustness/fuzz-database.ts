import pg from 'pg';
import { startPostgresCluster } from '../../server/test/postgres-cluster';

export type FuzzDatabase = 'sqlite' | 'postgres';

export interface DatabaseForRun {
  /** DATABASE_URL for the server; undefined means SQLite in the data directory. */
  url?: string;
  destroy: () => Promise<void>;
}

/**
 * PostgreSQL for one run: a throwaway cluster started as the PostgreSQL tests start theirs
 * (server/test/postgres-cluster.ts, the binaries under /usr/lib/postgresql/N/bin) with an empty database the
 * server migrates and seeds. When it cannot start this throws with the reason: the run fails, it never skips.
 */
export async function databaseFor(kind: FuzzDatabase): Promise<DatabaseForRun> {
  if (kind === 'sqlite') return { destroy: async () => undefined };
  const cluster = await startPostgresCluster();
  try {
    const admin = new pg.Client(cluster.url('postgres'));
    await admin.connect();
    await admin.query('create database site');
    await admin.end();
  } catch (error) {
    await cluster.destroy();
    throw error;
  }
  return { url: cluster.url('site'), destroy: () => cluster.destroy() };
}
