import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import pg from 'pg';
import { AuditLogQuerySchema } from '../contract/admin/audit-log';
import { encodeCursor } from '../contract/admin/list-cursor';
import { migrateTo, migrateToLatest } from '../server/db/migrate';
import { openDatabase } from '../server/db/open-database';
import type { Database } from '../server/db/schema';
import { fillLists } from '../server/repositories/admin/keyset-fill.test-support';
import { createAuditLogRepository } from '../server/repositories/audit-log-repository';
import type { PostgresCluster } from '../server/test/postgres-cluster';
import { startPostgresCluster } from '../server/test/postgres-cluster';

/**
 * `npm run bench:keyset` (issue 33): the audit log's 1st and 500th page of 100 (the last of 50,000 entries), by
 * page number (OFFSET) on the indexes before migration 0030 and by cursor after it, on SQLite and PostgreSQL.
 * Each figure is the median of 9 calls of the repository's `list` (which also counts the matching entries, the
 * same either way), then of the page's read alone.
 */
const entries = 50_000;
const pageSize = 100;
const latePage = 500;
const runs = 9;

async function median(call: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    await call();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)] ?? 0;
}

async function measure(label: string, db: Kysely<Database>): Promise<void> {
  await migrateTo(db, '0029-page-uses');
  await fillLists(db, entries);
  const log = createAuditLogRepository(db);
  const byNumber = (page: number) => log.list(AuditLogQuerySchema.parse({ page, pageSize }));
  const offsetFirst = await median(() => byNumber(1));
  const offsetLate = await median(() => byNumber(latePage));
  // The page read alone, without the count both ways share: what OFFSET costs by itself.
  const readByOffset = (page: number) =>
    db
      .selectFrom('audit_log')
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize + 1)
      .offset((page - 1) * pageSize)
      .execute();
  const readOffsetFirst = await median(() => readByOffset(1));
  const readOffsetLate = await median(() => readByOffset(latePage));

  await migrateToLatest(db);
  await sql`analyze`.execute(db);
  // The cursor the 499th page hands on: the position of its last entry.
  const position = await db
    .selectFrom('audit_log')
    .select(['at', 'id'])
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .offset((latePage - 1) * pageSize - 1)
    .limit(1)
    .executeTakeFirstOrThrow();
  const cursor = encodeCursor({ list: 'audit-log', direction: 'after', key: position.at, id: position.id });
  const cursorFirst = await median(() => log.list(AuditLogQuerySchema.parse({ pageSize })));
  const late = AuditLogQuerySchema.parse({ pageSize, cursor });
  const cursorLate = await median(() => log.list(late));
  const readAfter = (at: string, id: number) =>
    db
      .selectFrom('audit_log')
      .selectAll()
      .where(sql<boolean>`(at, id) < (${at}, ${id})`)
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize + 1)
      .execute();
  const readCursorFirst = await median(() => readAfter('9999', 0));
  const readCursorLate = await median(() => readAfter(position.at, position.id));
  const same =
    (await byNumber(latePage)).items.map((entry) => entry.id).join() ===
    (await log.list(late)).items.map((entry) => entry.id).join();

  const ms = (value: number) => `${value.toFixed(2)} ms`.padStart(10);
  console.log(`${label}: ${entries} entries, pages of ${pageSize}`);
  console.log(`  before (OFFSET, indexes of 0016)   page 1 ${ms(offsetFirst)}   page ${latePage} ${ms(offsetLate)}`);
  console.log(`  after  (cursor, indexes of 0030)   page 1 ${ms(cursorFirst)}   page ${latePage} ${ms(cursorLate)}`);
  console.log('  the page read alone (no count):');
  console.log(
    `  before (OFFSET)                    page 1 ${ms(readOffsetFirst)}   page ${latePage} ${ms(readOffsetLate)}`,
  );
  console.log(
    `  after  (cursor)                    page 1 ${ms(readCursorFirst)}   page ${latePage} ${ms(readCursorLate)}`,
  );
  console.log(`  page ${latePage} by cursor is page ${latePage} by number: ${same ? 'yes' : 'NO'}`);
}

const work = mkdtempSync(path.join(tmpdir(), 'bench-keyset-'));
let cluster: PostgresCluster | undefined;
try {
  console.log(
    `load average before: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
  const sqlite = openDatabase({ kind: 'sqlite', file: path.join(work, 'site.db') });
  await measure('SQLite', sqlite);
  await sqlite.destroy();

  cluster = await startPostgresCluster();
  const admin = new pg.Client(cluster.url('postgres'));
  await admin.connect();
  await admin.query('create database site');
  await admin.end();
  const postgres = openDatabase({ kind: 'postgres', url: cluster.url('site') }, { poolSize: 4 });
  await measure('PostgreSQL', postgres);
  await postgres.destroy();
  console.log(
    `load average after: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await cluster?.destroy();
  rmSync(work, { recursive: true, force: true });
}
