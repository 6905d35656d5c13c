import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import { migrateTo, migrateToLatest } from '../migrate';
import type { Database } from '../schema';

const before = '0019-blocks';
const at = '2030-01-01T09:00:00.000Z';

/** The two tables as 0019 left them: preview links keyed by an integer id, components with no draft. */
interface TablesAt0019 {
  preview_links: {
    token_hash: string;
    entity_type: 'page' | 'subpage';
    entity_id: number;
    created_by: number | null;
    created_at: string;
    expires_at: string;
  };
  global_components: { name: string; content: string; updated_at: string; updated_by: number | null };
}
const at0019 = (db: Kysely<Database>) => db as unknown as Kysely<TablesAt0019>;

describe('migration 0021-global-component-drafts', () => {
  it('keys preview links by text, keeps components live with no draft, and goes back', async () => {
    const { db, drop } = await openTestDatabase('migrated');
    try {
      await migrateTo(db, before);
      const link = { token_hash: 'hash', entity_type: 'page' as const, entity_id: 12 };
      await at0019(db)
        .insertInto('preview_links')
        .values({ ...link, created_by: null, created_at: at, expires_at: at })
        .execute();
      await at0019(db)
        .insertInto('global_components')
        .values({ name: 'cta', content: '{"title":"Hi"}', updated_at: at, updated_by: null })
        .execute();

      await migrateToLatest(db);
      const links = await db.selectFrom('preview_links').select(['token_hash', 'entity_type', 'entity_key']).execute();
      expect(links).toEqual([{ token_hash: 'hash', entity_type: 'page', entity_key: '12' }]);
      const cta = await db.selectFrom('global_components').selectAll().executeTakeFirstOrThrow();
      expect(cta).toMatchObject({ content: '{"title":"Hi"}', draft: null, publish_at: null });

      // A link to a component has no integer id to go back to: it goes with the feature.
      await db
        .insertInto('preview_links')
        .values({
          token_hash: 'header',
          entity_type: 'global-component',
          entity_key: 'header',
          created_by: null,
          created_at: at,
          expires_at: at,
        })
        .execute();
      await migrateTo(db, before);
      const back = at0019(db).selectFrom('preview_links').select(['token_hash', 'entity_type', 'entity_id']);
      expect(await back.execute()).toEqual([link]);
      const columns = Object.keys(
        (await at0019(db).selectFrom('global_components').selectAll().executeTakeFirst()) ?? {},
      );
      expect(columns).not.toContain('draft');
    } finally {
      await drop();
    }
  });
});
