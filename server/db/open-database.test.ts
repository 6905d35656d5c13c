import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './open-database';

describe('the embedded database', () => {
  it('writes through to disk on every commit (WAL with synchronous=FULL), so acknowledged rows survive power loss', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'site-db-'));
    const db = openDatabase({ kind: 'sqlite', file: path.join(dir, 'site.db') });
    try {
      const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
      const synchronous = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
      expect(journal.rows[0]?.journal_mode).toBe('wal');
      expect(synchronous.rows[0]?.synchronous).toBe(2); // 2 = FULL
    } finally {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
