import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import { databaseKind } from '../database-kind';
import { migrateTo, migrateToLatest } from '../migrate';
import type { Database } from '../schema';

const before = '0031-team-people';
const at = '2026-12-01T09:00:00.000Z';
const stamps = { created_at: at, updated_at: at, created_by: null, updated_by: null, publish_at: null };
const row = (slug: string, blocks: unknown[], draft: unknown[] = []) => ({
  ...stamps,
  slug,
  title: 'Untitled',
  description: '',
  status: 'published' as const,
  content: JSON.stringify(blocks),
  draft: JSON.stringify({ slug, title: 'Untitled', description: '', blocks: draft }),
});

/** SQLite's indexes over the link tool's columns (PostgreSQL has none, see the migration). */
async function linkWordsIndexes(db: Kysely<Database>): Promise<string[]> {
  if (databaseKind(db) !== 'sqlite') return [];
  const { rows } = await sql<{
    name: string;
  }>`select name from sqlite_master where type = 'index' and name like '%link_words' order by name`.execute(db);
  return rows.map((row) => row.name);
}

describe('migration 0032-link-words', () => {
  it('fills each page’s and subpage’s link_words from its live headings; down drops them', async () => {
    const { db, drop } = await openTestDatabase('migrated');
    try {
      await migrateTo(db, before);
      const { id: pageId } = await db
        .insertInto('pages')
        .values(
          row(
            'headed',
            [
              { id: 'a', type: 'banner', data: { title: 'Top Banner' } },
              { id: 'b', type: 'intro', data: { title: '  Who We ARE ', description: 'Body words stay out.' } },
              { id: 'c', type: 'faq', data: { items: [] } },
              { id: 'd', type: 'oldWidget', data: {} },
            ],
            [{ id: 'e', type: 'intro', data: { title: 'Draft heading' } }],
          ),
        )
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('pages')
        .values({ ...row('plain', []), content: 'not json' })
        .execute();
      await db
        .insertInto('subpages')
        .values({ ...row('below', [{ id: 'f', type: 'intro', data: { title: 'Zürich Office' } }]), page_id: pageId })
        .execute();

      await migrateToLatest(db);

      const pages = await db.selectFrom('pages').select(['slug', 'link_words']).orderBy('id').execute();
      // A heading (the banner's too), trimmed and folded; a type the catalogue does not know; never a body or a draft.
      expect(pages).toEqual([
        { slug: 'headed', link_words: 'top banner who we are oldwidget' },
        { slug: 'plain', link_words: '' },
      ]);
      const subpages = await db.selectFrom('subpages').select(['slug', 'link_words']).execute();
      expect(subpages).toEqual([{ slug: 'below', link_words: 'zürich office' }]);
      const sqlite = databaseKind(db) === 'sqlite';
      expect(await linkWordsIndexes(db)).toEqual(sqlite ? ['pages_link_words', 'subpages_link_words'] : []);

      await migrateTo(db, before);
      const columns = (await db.introspection.getTables()).find((table) => table.name === 'pages')?.columns;
      expect(columns?.map((column) => column.name)).not.toContain('link_words');
      expect(await linkWordsIndexes(db)).toEqual([]);
    } finally {
      await drop();
    }
  });
});
