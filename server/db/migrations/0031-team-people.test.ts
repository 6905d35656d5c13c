import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import { migrateTo, migrateToLatest } from '../migrate';

const before = '0030-keyset-indexes';
const at = '2030-01-01T09:00:00.000Z';
const photo = { src: '/media/7/0123456789abcdef/ada.png', alt: 'Ada at her desk', width: 400, height: 400 };

const team = (members: unknown[]) => ({ id: 'team', type: 'teamSection', data: { title: 'Our team', members } });
const row = (slug: string, content: unknown[], draft: unknown) => ({
  slug,
  title: slug,
  description: '',
  status: 'published' as const,
  content: JSON.stringify(content),
  draft: draft === null ? null : JSON.stringify(draft),
  created_at: at,
  updated_at: at,
  created_by: null,
  updated_by: null,
  publish_at: null,
});

describe('migration 0031-team-people', () => {
  it('turns inline team members into people, live, in drafts and in revisions, records who shows whom, and goes back', async () => {
    const { db, drop } = await openTestDatabase('migrated');
    try {
      await migrateTo(db, before);
      const mara = await db
        .insertInto('people')
        .values({
          ...{ slug: 'mara-lindqvist', name: 'Mara Lindqvist', role: 'Partner', photo: null, bio: '' },
          ...{ credentials: '[]', links: '[]', created_at: at, updated_at: at, updated_by: null },
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const ada = { name: 'Ada Lovelace', title: 'Chief Analyst', bio: 'Ada *writes* programs.', image: photo };
      const sameName = { name: '  mara  LINDQVIST ', title: 'Ignored', bio: 'Ignored.' };
      const grace = { name: 'Grace Hopper', title: 'Head of Compilers', bio: 'Grace compiles.' };
      const page = await db
        .insertInto('pages')
        .values(row('company', [team([ada, sameName])], { slug: 'company', title: 'Company', blocks: [team([grace])] }))
        .returning('id')
        .executeTakeFirstOrThrow();
      const other = await db
        .insertInto('pages')
        .values(row('about', [{ id: 'faq', type: 'faq', data: { items: [] } }], null))
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('revisions')
        .values({
          ...{ entity_type: 'page', entity_key: String(page.id), version: 1, created_at: at, created_by: null },
          snapshot: JSON.stringify({ slug: 'company', title: 'Company', blocks: [team([ada])] }),
        })
        .execute();

      await migrateToLatest(db);
      const people = await db.selectFrom('people').selectAll().orderBy('id').execute();
      expect(people.map(({ slug, name, role, bio }) => ({ slug, name, role, bio }))).toEqual([
        { slug: 'mara-lindqvist', name: 'Mara Lindqvist', role: 'Partner', bio: '' },
        { slug: 'ada-lovelace', name: 'Ada Lovelace', role: 'Chief Analyst', bio: 'Ada *writes* programs.' },
        { slug: 'grace-hopper', name: 'Grace Hopper', role: 'Head of Compilers', bio: 'Grace compiles.' },
      ]);
      const [adaId, graceId] = [people[1]?.id, people[2]?.id];
      expect(JSON.parse(people[1]?.photo ?? 'null')).toEqual(photo);
      const stored = await db
        .selectFrom('pages')
        .select(['content', 'draft'])
        .where('id', '=', page.id)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(stored.content)).toEqual([team([{ personId: adaId }, { personId: mara.id }])]);
      expect(JSON.parse(stored.draft ?? '{}').blocks).toEqual([team([{ personId: graceId }])]);
      const revision = await db.selectFrom('revisions').select('snapshot').executeTakeFirstOrThrow();
      expect(JSON.parse(revision.snapshot).blocks).toEqual([team([{ personId: adaId }])]);
      const uses = await db.selectFrom('person_uses').selectAll().orderBy('person_id').execute();
      expect(uses).toEqual(
        [mara.id, adaId, graceId]
          .sort((a, b) => Number(a) - Number(b))
          .map((id) => ({ person_id: id, source_type: 'page', source_key: String(page.id) })),
      );
      // The photo is the person's now, not the page's.
      const mediaUses = await db
        .selectFrom('media_uses')
        .select(['source_type', 'source_key'])
        .where('media_id', '=', 7)
        .execute();
      expect(mediaUses).toEqual([{ source_type: 'person', source_key: String(adaId) }]);
      const untouched = await db
        .selectFrom('pages')
        .select('content')
        .where('id', '=', other.id)
        .executeTakeFirstOrThrow();
      expect(untouched.content).toBe(JSON.stringify([{ id: 'faq', type: 'faq', data: { items: [] } }]));

      await migrateTo(db, before);
      const back = await db
        .selectFrom('pages')
        .select(['content', 'draft'])
        .where('id', '=', page.id)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(back.content)).toEqual([
        team([
          { name: 'Ada Lovelace', title: 'Chief Analyst', bio: 'Ada *writes* programs.', image: photo },
          { name: 'Mara Lindqvist', title: 'Partner', bio: '' },
        ]),
      ]);
      expect(JSON.parse(back.draft ?? '{}').blocks).toEqual([team([{ ...grace }])]);
    } finally {
      await drop();
    }
  });
});
