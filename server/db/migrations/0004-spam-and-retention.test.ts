import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../open-database';
import { initialMigration } from './0001-initial';
import { revisionsMigration } from './0002-revisions';
import { spamAndRetentionMigration } from './0004-spam-and-retention';

describe('migration 0004-spam-and-retention', () => {
  it('files the submissions already received in the inbox, and can be undone', async () => {
    const db = openDatabase({ kind: 'sqlite', file: ':memory:' });
    try {
      await initialMigration.up(db);
      await revisionsMigration.up(db);
      const at = '2025-01-01T00:00:00.000Z';
      await sql`insert into contact_submissions (name, email, message, status, created_at, updated_at)
        values ('Priya', 'priya@example.com', 'Hello there, team.', 'new', ${at}, ${at})`.execute(db);

      await spamAndRetentionMigration.up(db);
      const row = await db
        .selectFrom('contact_submissions')
        .select(['name', 'folder', 'spam_reasons'])
        .executeTakeFirst();
      expect(row).toEqual({ name: 'Priya', folder: 'inbox', spam_reasons: null });
      await expect(
        sql`update contact_submissions set folder = 'trash'`.execute(db),
        'the folder is checked by the database too',
      ).rejects.toThrow(/CHECK constraint/);

      await spamAndRetentionMigration.down?.(db);
      const columns = await sql<{ name: string }>`select name from pragma_table_info('contact_submissions')`.execute(
        db,
      );
      expect(columns.rows.map((column) => column.name)).not.toContain('folder');
      expect(await db.selectFrom('contact_submissions').select('name').execute()).toEqual([{ name: 'Priya' }]);
    } finally {
      await db.destroy();
    }
  });
});
