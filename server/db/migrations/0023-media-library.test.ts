import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import { migrateTo, migrateToLatest } from '../migrate';

const before = '0022-prose-rich-text';
const at = '2026-12-01T09:00:00.000Z';
const hash = '0123456789abcdef';

const image = (src: string, alt: string) => ({ src, alt, width: 640, height: 480 });
const blocks = (...images: object[]) =>
  JSON.stringify(images.map((picture, index) => ({ id: `b${index}`, type: 'intro', data: { image: picture } })));

describe('migration 0023-media-library', () => {
  it('gives images without alt text the library’s (a site file is marked decorative) and keeps an editor’s own, everywhere, and adds focal points and revisions', async () => {
    const { db, drop } = await openTestDatabase('migrated');
    try {
      await migrateTo(db, before);
      // Rows as 0019 stored them: no focal point columns yet.
      const { id: mediaId } = await db
        .insertInto('media')
        .values({
          name: 'mesh',
          alt: 'A mesh of connected points',
          format: 'svg',
          width: 640,
          height: 480,
          bytes: 3,
          hash,
          data: Buffer.from('svg'),
          created_at: at,
          updated_at: at,
          updated_by: null,
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      const library = `/media/${mediaId}/${hash}/mesh.svg`;
      const given = image(library, 'Own words');
      const page = (slug: string, content: string, draft: string | null) => ({
        slug,
        title: slug,
        description: '',
        status: 'published' as const,
        content,
        draft,
        created_at: at,
        updated_at: at,
        created_by: null,
        updated_by: null,
        publish_at: null,
      });
      const draft = JSON.stringify({
        slug: 'b',
        title: 'B',
        description: '',
        blocks: JSON.parse(blocks(image(library, ''))),
      });
      await db
        .insertInto('pages')
        .values([
          page(
            'a',
            blocks(
              image(library, ''),
              image('/illustrations/cloud.svg', ' '),
              given,
              image(library, 'A mesh of connected points'),
            ),
            null,
          ),
          page('b', blocks(), draft),
        ])
        .execute();
      await db
        .insertInto('global_components')
        .values({
          name: 'cta',
          content: JSON.stringify({ logoLight: library, artwork: image(library, '') }),
          draft: JSON.stringify({ artwork: image(library, '') }),
          updated_at: at,
          updated_by: null,
        })
        .execute();
      // A page's revision as kept before 0020 (no version) and a component's, as 0020 and 0021 keep them.
      await db
        .insertInto('revisions')
        .values([
          {
            entity_type: 'page',
            entity_key: '1',
            snapshot: JSON.stringify({ slug: 'a', blocks: JSON.parse(blocks(image(library, ''))) }),
            version: null,
            created_at: at,
            created_by: null,
          },
          {
            entity_type: 'global-component',
            entity_key: 'cta',
            snapshot: JSON.stringify({ artwork: image(library, '') }),
            version: 3,
            created_at: at,
            created_by: null,
          },
        ])
        .execute();

      await migrateToLatest(db);

      const libraryAlt = image(library, 'A mesh of connected points');
      const rows = await db.selectFrom('pages').select(['slug', 'content', 'draft']).orderBy('slug').execute();
      const pictures = (text: string | null) =>
        (JSON.parse(text ?? '[]') as { data: { image: object } }[]).map((block) => block.data.image);
      expect(pictures(rows[0]?.content ?? '')).toEqual([
        libraryAlt,
        { ...image('/illustrations/cloud.svg', ' '), decorative: true },
        { ...given, ownAlt: true },
        libraryAlt,
      ]);
      expect(JSON.parse(rows[1]?.draft ?? '{}').blocks[0].data.image).toEqual(libraryAlt);
      const cta = await db
        .selectFrom('global_components')
        .select(['content', 'draft'])
        .where('name', '=', 'cta')
        .executeTakeFirst();
      expect(JSON.parse(cta?.content ?? '{}')).toEqual({ logoLight: library, artwork: libraryAlt });
      expect(JSON.parse(cta?.draft ?? '{}')).toEqual({ artwork: libraryAlt });
      const [pageRevision, componentRevision] = await db
        .selectFrom('revisions')
        .select('snapshot')
        .orderBy('id')
        .execute();
      expect(JSON.parse(pageRevision?.snapshot ?? '{}').blocks[0].data.image).toEqual(libraryAlt);
      expect(JSON.parse(componentRevision?.snapshot ?? '{}')).toEqual({ artwork: libraryAlt });
      expect(await db.selectFrom('media').select(['focal_x', 'focal_y']).execute()).toEqual([
        { focal_x: 50, focal_y: 50 },
      ]);
      expect(await db.selectFrom('media_revisions').select('id').execute()).toEqual([]);

      // Down: the tables and columns go; the alt texts given stay (they were valid before too).
      await migrateTo(db, before);
      await expect(sql`select focal_x from media`.execute(db)).rejects.toThrow();
      await expect(sql`select id from media_revisions`.execute(db)).rejects.toThrow();
      expect(
        pictures(
          (await db.selectFrom('pages').select('content').where('slug', '=', 'a').executeTakeFirstOrThrow()).content,
        )[0],
      ).toEqual(libraryAlt);
    } finally {
      await drop();
    }
  });
});
