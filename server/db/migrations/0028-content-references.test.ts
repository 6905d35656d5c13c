import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import { migrateTo, migrateToLatest } from '../migrate';

const before = '0027-social-images';
const at = '2026-12-01T09:00:00.000Z';
const hash = '0123456789abcdef';
const picture = (id: number) => ({ src: `/media/${id}/${hash}/p.png`, alt: 'A picture', width: 640, height: 480 });
const intro = (data: object) => JSON.stringify([{ id: 'b1', type: 'intro', data }]);
const stamps = { created_at: at, updated_at: at, created_by: null, updated_by: null, publish_at: null };

describe('migration 0028-content-references', () => {
  it('records what every stored document shows and links to, drafts, articles and people too; down drops it', async () => {
    const { db, drop } = await openTestDatabase('migrated');
    try {
      await migrateTo(db, before);
      const document = { title: 'T', description: '', status: 'published' as const };
      const { id: pageId } = await db
        .insertInto('pages')
        .values({
          ...document,
          ...stamps,
          slug: 'a',
          content: intro({ title: 'See', description: 'Read [the plan](/services/cloud#steps).', image: picture(7) }),
          draft: JSON.stringify({ slug: 'a', title: 'T', description: '', blocks: [] }),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const { id: subpageId } = await db
        .insertInto('subpages')
        .values({
          ...document,
          ...stamps,
          page_id: pageId,
          slug: 'b',
          content: intro({ title: 'Plain', description: 'No link.' }),
          draft: JSON.stringify({ blocks: [{ id: 'x', type: 'cta', data: { link: '/contact?topic=audit' } }] }),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('global_components')
        .values({
          name: 'footer',
          content: JSON.stringify({ logo: picture(8).src }),
          draft: null,
          updated_at: at,
          updated_by: null,
        })
        .execute();
      const { id: articleId } = await db
        .insertInto('articles')
        .values({
          ...document,
          ...stamps,
          slug: 'news',
          content: '[]',
          draft: null,
          meta: JSON.stringify({ cover: picture(9) }),
          published_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const { id: personId } = await db
        .insertInto('people')
        .values({
          slug: 'ada',
          name: 'Ada',
          role: 'Founder',
          photo: JSON.stringify(picture(7)),
          bio: '',
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
        .selectFrom('media_uses')
        .select(['media_id', 'source_type', 'source_key'])
        .orderBy('media_id')
        .orderBy('source_type')
        .execute();
      expect(uses).toEqual([
        { media_id: 7, source_type: 'page', source_key: String(pageId) },
        { media_id: 7, source_type: 'person', source_key: String(personId) },
        { media_id: 8, source_type: 'global', source_key: 'footer' },
        { media_id: 9, source_type: 'article', source_key: String(articleId) },
      ]);
      const links = await db
        .selectFrom('link_references')
        .select(['path', 'source_type', 'source_key'])
        .orderBy('path')
        .execute();
      // Each link with the paths above it, without query or fragment; a picture's address is no link.
      expect(links).toEqual([
        { path: '/contact', source_type: 'subpage', source_key: String(subpageId) },
        { path: '/services', source_type: 'page', source_key: String(pageId) },
        { path: '/services/cloud', source_type: 'page', source_key: String(pageId) },
      ]);

      await migrateTo(db, before);
      const tables = (await db.introspection.getTables()).map((table) => table.name);
      expect(tables).not.toContain('media_uses');
      expect(tables).not.toContain('link_references');
    } finally {
      await drop();
    }
  });
});
