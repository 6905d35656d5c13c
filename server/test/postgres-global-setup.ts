import type { TestProject } from 'vitest/node';
import { startPostgresCluster } from './postgres-cluster';
import { createTemplates } from './postgres-template';

/**
 * One PostgreSQL cluster for the whole `node-postgres` run, holding the templates that every test
 * database is copied from. A missing binary or a cluster that cannot start fails the run with the reason;
 * nothing is skipped.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await startPostgresCluster();
  try {
    await createTemplates(cluster);
  } catch (error) {
    await cluster.destroy();
    throw error;
  }
  project.provide('postgresAdminUrl', cluster.url('postgres'));
  return () => cluster.destroy();
}
