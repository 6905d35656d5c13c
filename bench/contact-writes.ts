import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from '../server/db/migrate';
import { openDatabase } from '../server/db/open-database';
import type { Database } from '../server/db/schema';
import { createRepositories } from '../server/repositories/repositories';
import type { PostgresCluster } from '../server/test/postgres-cluster';
import { startPostgresCluster } from '../server/test/postgres-cluster';

/**
 * The write figure of issue 16: contact submissions stored per second, through the same repository the contact
 * route uses, by `concurrency` callers at once for `durationSeconds`, on SQLite (a file, WAL, synchronous=FULL,
 * as the server opens it) and on a throwaway PostgreSQL cluster with its durable defaults (fsync and synchronous
 * commit on, unlike the test clusters). In-process on
 * purpose: through HTTP the form's rate limits (5 a minute per address, 120 for all) would be measured instead.
 * Prints the machine's load average with the figures, since the machine is shared.
 */
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const concurrency = 16;

async function measure(label: string, db: Kysely<Database>): Promise<number> {
  await migrateToLatest(db);
  const repos = createRepositories(db, { sessionTtlMs: 0 });
  const until = Date.now() + durationSeconds * 1000;
  let stored = 0;
  const worker = async () => {
    while (Date.now() < until) {
      await repos.contactSubmissions.create({
        name: 'Priya Raman',
        email: 'priya@example.com',
        message: 'We would like to discuss a zero trust assessment for our claims platform.',
      });
      stored += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const perSecond = stored / durationSeconds;
  console.log(
    `${label.padEnd(34)} ${perSecond.toFixed(0).padStart(6)} submissions/s  (${stored} in ${durationSeconds} s)`,
  );
  return perSecond;
}

const work = mkdtempSync(path.join(tmpdir(), 'bench-writes-'));
let cluster: PostgresCluster | undefined;
try {
  console.log(
    `load average before: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
  const sqlite = openDatabase({ kind: 'sqlite', file: path.join(work, 'site.db') });
  const sqliteRate = await measure('SQLite (WAL, synchronous=FULL)', sqlite);
  await sqlite.destroy();

  cluster = await startPostgresCluster({ durable: true });
  const admin = new pg.Client(cluster.url('postgres'));
  await admin.connect();
  await admin.query('create database site');
  await admin.end();
  const postgres = openDatabase({ kind: 'postgres', url: cluster.url('site') }, { poolSize: 10 });
  const postgresRate = await measure('PostgreSQL (pool of 10, fsync on)', postgres);
  await postgres.destroy();
  console.log(`PostgreSQL / SQLite: ${(postgresRate / sqliteRate).toFixed(2)}×`);
  console.log(
    `load average after: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await cluster?.destroy();
  rmSync(work, { recursive: true, force: true });
}
