import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import { migrateTo, migrateToLatest } from '../migrate';

const before = '0028-content-references';
const at = '2026-12-01T09:00:00.000Z';
const stamps = { created_at: at, updated_at: at, created_by: null, updated_by: null, publish_at: null };
const meta = (relatedPageIds: number[]) =>
  JSON.stringify({ kind: 'insight', authorIds: [], topics: [], relatedPageIds });

describe('migration 0029-page-uses', () => {
  it('records the pages articles show (live and in a draft) and the links in people’s bios; down drops it', async () => {
    const { db, drop } = await openTestDatabase('migrated');
    try {
      await migrateTo(db, before);
      const article = { title: 'T', description: '', status: 'published' as const, content: '[]', published_at: at };
      const { id: liveId } = await db
        .insertInto('articles')
        .values({ ...article, ...stamps, slug: 'a', draft: null, meta: meta([3, 5]) })
        .returning('id')
        .executeTakeFirstOrThrow();
      const draft = JSON.stringify({ slug: 'b', title: 'T', description: '', blocks: [], meta: meta([7]) });
      const { id: draftId } = await db
        .insertInto('articles')
        .values({ ...article, ...stamps, slug: 'b', draft, meta: meta([]) })
        .returning('id')
        .executeTakeFirstOrThrow();
      const { id: personId } = await db
        .insertInto('people')
        .values({
          slug: 'ada',
          name: 'Ada',
          role: 'Founder',
          photo: null,
          bio: 'Leads [our services](/services/cloud#team).',
          credentials: '[]',
          links: '[]',
          created_at: at,
          updated_at: at,
          updated_by: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();

      await migrateToLatest(db);

      const uses = await db
        .selectFrom('page_uses')
        .select(['page_id', 'source_type', 'source_key'])
        .orderBy('page_id')
        .execute();
      expect(uses).toEqual([
        { page_id: 3, source_type: 'article', source_key: String(liveId) },
        { page_id: 5, source_type: 'article', source_key: String(liveId) },
        { page_id: 7, source_type: 'article', source_key: String(draftId) },
      ]);
      const links = await db
        .selectFrom('link_references')
        .select(['path', 'source_type', 'source_key'])
        .where('source_type', '=', 'person')
        .orderBy('path')
        .execute();
      // 0028 read the bio as JSON and found nothing; a rename must find it.
      expect(links).toEqual([
        { path: '/services', source_type: 'person', source_key: String(personId) },
        { path: '/services/cloud', source_type: 'person', source_key: String(personId) },
      ]);

      await migrateTo(db, before);
      expect((await db.introspection.getTables()).map((table) => table.name)).not.toContain('page_uses');
    } finally {
      await drop();
    }
  });
});
