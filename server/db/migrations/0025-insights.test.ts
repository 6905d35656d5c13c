import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import { migrateTo, migrateToLatest } from '../migrate';

const before = '0024-search-changes';
const at = '2030-01-01T09:00:00.000Z';
const revision = (entityType: 'page' | 'article', key: string) => ({
  entity_type: entityType,
  entity_key: key,
  snapshot: '{}',
  created_at: at,
  created_by: null,
  version: 1,
});

describe('migration 0025-insights', () => {
  it('adds articles and people, lets revisions name an article, and goes back', async () => {
    const { db, drop } = await openTestDatabase('migrated');
    try {
      await migrateTo(db, before);
      const page = await db
        .insertInto('revisions')
        .values(revision('page', '3'))
        .returning('id')
        .executeTakeFirstOrThrow();
      await expect(db.insertInto('revisions').values(revision('article', '1')).execute()).rejects.toThrow();

      await migrateToLatest(db);
      const person = { slug: 'dana', name: 'Dana', role: 'Partner', photo: null, bio: '', credentials: '[]' };
      await db
        .insertInto('people')
        .values({ ...person, links: '[]', created_at: at, updated_at: at, updated_by: null })
        .execute();
      const article = await db
        .insertInto('articles')
        .values({
          slug: 'first',
          title: 'First',
          description: '',
          status: 'draft',
          content: '[]',
          meta: '{"kind":"guide"}',
          created_at: at,
          updated_at: at,
          created_by: null,
          updated_by: null,
          draft: null,
          publish_at: null,
          published_at: null,
        })
        .returning(['id', 'version'])
        .executeTakeFirstOrThrow();
      expect(article.version).toBe(1);
      await db
        .insertInto('revisions')
        .values(revision('article', String(article.id)))
        .execute();
      // The rebuilt table keeps its rows and their ids.
      const kept = await db.selectFrom('revisions').select(['id', 'entity_type']).orderBy('id').execute();
      expect(kept).toEqual([
        { id: page.id, entity_type: 'page' },
        { id: expect.any(Number) as number, entity_type: 'article' },
      ]);
      // And still refuses what names no kind of item.
      await expect(
        sql`insert into revisions (entity_type, entity_key, snapshot, created_at) values ('post', '1', '{}', ${at})`.execute(
          db,
        ),
      ).rejects.toThrow();

      await migrateTo(db, before);
      const left = await db.selectFrom('revisions').select(['id', 'entity_type']).execute();
      expect(left).toEqual([{ id: page.id, entity_type: 'page' }]);
      await expect(db.selectFrom('articles').selectAll().execute()).rejects.toThrow();
      await expect(db.selectFrom('people').selectAll().execute()).rejects.toThrow();
      await migrateToLatest(db);
    } finally {
      await drop();
    }
  });
});
