import { mkdtempSync, rmSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import SQLite from 'better-sqlite3';
import type { PartResult } from './part-result';

/**
 * (e) What power-loss durability costs. In WAL mode, synchronous=NORMAL survives a process crash
 * (kill -9, part c) but may lose the last commits on power loss or an OS crash; FULL also fsyncs the WAL
 * on every commit. This times 2,000 contact-submission-like rows, one transaction each (as the server
 * writes them), on a temporary file under each setting. Runs alone too:
 * `node --import tsx bench/robustness/sqlite-sync-cost.ts` (ROBUSTNESS_SYNC_DIR picks the disk).
 */
const rows = 2000;
const tmpfsMagic = 0x01021994;

type Mode = 'NORMAL' | 'FULL';

function timeInserts(directory: string, mode: Mode): number {
  const db = new SQLite(path.join(directory, `sync-${mode.toLowerCase()}.db`));
  try {
    db.pragma('journal_mode = WAL');
    db.pragma(`synchronous = ${mode}`);
    db.exec(`create table contact_submissions (
      id integer primary key autoincrement, name text not null, email text not null, company text, phone text,
      subject text, message text not null, status text not null default 'new', folder text not null default 'inbox',
      created_at text not null, updated_at text not null)`);
    const insert = db.prepare(
      'insert into contact_submissions (name, email, company, subject, message, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?)',
    );
    const write = db.transaction((index: number) => {
      const now = new Date().toISOString();
      insert.run(
        `Visitor ${index}`,
        `visitor${index}@example.com`,
        'Harbour Mutual',
        'Zero trust',
        `Message ${index} `.repeat(20),
        now,
        now,
      );
    });
    const started = performance.now();
    for (let index = 0; index < rows; index += 1) write(index);
    return rows / ((performance.now() - started) / 1000);
  } finally {
    db.close();
  }
}

/** What a connection opened like server/db/open-database.ts gets unless it sets synchronous itself. */
function defaultSynchronous(directory: string): string {
  const db = new SQLite(path.join(directory, 'default.db'));
  try {
    db.pragma('journal_mode = WAL');
    const level = Number(db.pragma('synchronous', { simple: true }));
    return `${['OFF', 'NORMAL', 'FULL', 'EXTRA'][level] ?? '?'} (${level})`;
  } finally {
    db.close();
  }
}

export async function runSqliteSyncCost(): Promise<PartResult> {
  console.log(`\n=== (e) SQLite synchronous cost === ${rows} rows, one transaction each, journal_mode=WAL`);
  const directory = mkdtempSync(path.join(process.env.ROBUSTNESS_SYNC_DIR ?? tmpdir(), 'robustness-sync-'));
  try {
    if (statfsSync(directory).type === tmpfsMagic) {
      console.log(`note: ${directory} is tmpfs, where fsync costs nothing; set ROBUSTNESS_SYNC_DIR to a real disk`);
    }
    const normal = timeInserts(directory, 'NORMAL');
    const full = timeInserts(directory, 'FULL');
    const ratio = normal / full;
    console.log(`synchronous=NORMAL ${normal.toFixed(0).padStart(7)} rows/s`);
    console.log(`synchronous=FULL   ${full.toFixed(0).padStart(7)} rows/s`);
    console.log(
      `NORMAL is ${ratio.toFixed(2)}× FULL; a fresh WAL connection defaults to synchronous=${defaultSynchronous(directory)}`,
    );
    return {
      part: 'sync',
      passed: true,
      figures: `NORMAL ${normal.toFixed(0)} rows/s, FULL ${full.toFixed(0)} rows/s, ratio ${ratio.toFixed(2)}×`,
      problems: [],
    };
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await runSqliteSyncCost();
  process.exitCode = result.passed ? 0 : 1;
}
