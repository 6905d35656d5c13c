import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { RevisionEntityType } from '../../../contract/admin/revisions';
import { PageSnapshotSchema } from '../../../contract/admin/revisions';
import type { RawBlock } from '../../../contract/page-content/blocks';
import { BlocksSchema, readRawBlocks } from '../../../contract/page-content/blocks';
import { keyedEntry } from '../../../contract/page-content/keyed-content';
import { openTestDatabase } from '../../test/test-database';
import { giveAltText } from './0023-media-library';
import { migrateTo } from '../migrate';
import type { Database } from '../schema';
import type { SeededContent } from './fixtures/0017-fixtures.test-support';
import { loadSeededContentAt0017, seededContentAt0017 } from './fixtures/0017-fixtures.test-support';

const beforeBlocks = '0017-shared-across-instances';
const blocks = '0019-blocks';

/** `preview_links` as 0013 made it (0020 keys it by text): what this test loads and reads back. */
interface LinksAt0019 {
  preview_links: {
    token_hash: string;
    entity_type: 'page' | 'subpage';
    entity_id: number;
    created_by: number | null;
    created_at: string;
    expires_at: string;
  };
}
const at0019 = (db: Kysely<Database>) => db as unknown as Kysely<LinksAt0019>;
const at = '2026-11-26T12:00:00.000Z';
type Json = Record<string, unknown>;
const keyed = (text: string) => JSON.parse(text) as Json;

/** The recorded rows, with a draft on the live services page that moves its call to action to the top. */
function withDraft(recorded: SeededContent): SeededContent {
  const pages = recorded.pages.map((page) => {
    if (page.slug !== 'services') return page;
    const { ctaSection, ...rest } = keyed(page.content);
    const content = { ctaSection, ...rest };
    return {
      ...page,
      draft: JSON.stringify({ slug: 'services', title: 'Services (draft)', description: '', content }),
    };
  });
  return { ...recorded, pages };
}

async function keepRevisions(db: Kysely<Database>, ids: Map<string, number>, recorded: SeededContent) {
  const snapshot = (row: SeededContent['pages'][number]) => ({
    slug: row.slug,
    title: row.title,
    description: row.description,
    status: row.status,
    content: keyed(row.content),
    updatedAt: at,
    updatedBy: null,
  });
  const home = recorded.pages.find((page) => page.slug === 'home');
  const cloud = recorded.subpages.find((subpage) => subpage.slug === 'cloud-security');
  if (!home || !cloud) throw new Error('fixture rows missing');
  const rows: { entity_type: RevisionEntityType; entity_key: string; snapshot: string }[] = [
    { entity_type: 'page', entity_key: String(ids.get('home')), snapshot: JSON.stringify(snapshot(home)) },
    {
      entity_type: 'subpage',
      entity_key: String(ids.get(`${cloud.parentSlug}/${cloud.slug}`)),
      snapshot: JSON.stringify(snapshot(cloud)),
    },
    // A global component is not a page: its content stays as it is.
    { entity_type: 'global-component', entity_key: 'cta', snapshot: JSON.stringify({ content: { title: 'Hi' } }) },
  ];
  await db
    .insertInto('revisions')
    .values(rows.map((row) => ({ ...row, created_at: at, created_by: null })))
    .execute();
}

/** 0031 turns a team section's inline members into people of the collection, named by id. */
const membersAsPeople = (blocks: readonly RawBlock[]): RawBlock[] =>
  blocks.map((block) => {
    const data = block.data as { members?: unknown } | null;
    if (block.type !== 'teamSection' || !Array.isArray(data?.members)) return block;
    return { ...block, data: { ...data, members: data.members.map((_, index) => ({ personId: index + 1 })) } };
  });

/**
 * Each block maps back to the key and data it came from, in the key's place; the list is valid stored content once
 * the later migrations have run (0023 gives pictures without alt text theirs, or marks them decorative; 0031 names
 * team members as people).
 */
function expectBlocksOf(keyedText: string, blocksText: string, label: string) {
  const blocks = readRawBlocks(JSON.parse(blocksText));
  const result = BlocksSchema.safeParse(giveAltText(membersAsPeople(blocks), new Map()));
  expect(result.error?.issues ?? [], label).toEqual([]);
  expect(blocks.map(keyedEntry), label).toEqual(Object.entries(keyed(keyedText)));
  expect(
    blocks.every((block) => /^[A-Za-z0-9_-]{12}$/.test(block.id)),
    label,
  ).toBe(true);
  return blocks;
}

describe('migration 0019-blocks', () => {
  it('turns pages’, subpages’, drafts’ and revisions’ keyed content into blocks in the same order, and back', async () => {
    const { db, drop } = await openTestDatabase('migrated');
    try {
      await migrateTo(db, beforeBlocks);
      const recorded = withDraft(seededContentAt0017());
      const ids = await loadSeededContentAt0017(db, recorded);
      await keepRevisions(db, ids, recorded);
      const link = { token_hash: 'hash', entity_type: 'page' as const, entity_id: ids.get('services') ?? 0 };
      await at0019(db)
        .insertInto('preview_links')
        .values({ ...link, created_by: null, created_at: at, expires_at: at })
        .execute();

      await migrateTo(db, blocks);

      const pages = await db.selectFrom('pages').select(['id', 'slug', 'content', 'draft']).execute();
      const subpages = await db.selectFrom('subpages').select(['id', 'slug', 'content', 'draft']).execute();
      for (const row of recorded.pages) {
        const stored = pages.find((page) => page.id === ids.get(row.slug));
        expectBlocksOf(row.content, stored?.content ?? '', row.slug);
      }
      for (const row of recorded.subpages) {
        const stored = subpages.find((subpage) => subpage.id === ids.get(`${row.parentSlug}/${row.slug}`));
        expectBlocksOf(row.content, stored?.content ?? '', `${row.parentSlug}/${row.slug}`);
      }
      // The merged types carry the name they had as a variant.
      const home = readRawBlocks(JSON.parse(pages.find((page) => page.slug === 'home')?.content ?? '[]'));
      expect(home.map((block) => [block.type, (block.data as { variant?: string }).variant])).toEqual([
        ['banner', undefined],
        ['heroCarousel', undefined],
        ['intro', undefined],
        ['cards', 'features'],
        ['overview', 'services'],
        ['overview', 'solutions'],
        ['caseStudies', undefined],
        ['testimonials', undefined],
        ['logoCarousel', undefined],
        ['ctaSection', 'highlights'],
      ]);
      const careers = readRawBlocks(JSON.parse(pages.find((page) => page.slug === 'company/careers')?.content ?? ''));
      expect(careers[3]).toMatchObject({ type: 'cards', data: { variant: 'careers' } });

      // The draft: its content became blocks, in the draft's own order.
      const draft = JSON.parse(pages.find((page) => page.slug === 'services')?.draft ?? '{}') as Json;
      expect(Object.keys(draft).sort()).toEqual(['blocks', 'description', 'slug', 'title']);
      const draftKeyed = recorded.pages.find((page) => page.slug === 'services')?.draft ?? '';
      const draftBlocks = expectBlocksOf(
        JSON.stringify(keyed(draftKeyed).content),
        JSON.stringify(draft.blocks),
        'draft',
      );
      expect(draftBlocks[0]).toMatchObject({ type: 'ctaSection', data: { variant: 'plain' } });

      const revisions = await db.selectFrom('revisions').select(['entity_type', 'snapshot']).orderBy('id').execute();
      const [homeRevision, subpageRevision, componentRevision] = revisions.map(
        (row) => JSON.parse(row.snapshot) as Json,
      );
      for (const snapshot of [homeRevision, subpageRevision]) {
        expect(PageSnapshotSchema.parse(snapshot).blocks.length).toBeGreaterThan(3);
        expect(snapshot).not.toHaveProperty('content');
      }
      expect(componentRevision).toEqual({ content: { title: 'Hi' } });
      const links = at0019(db).selectFrom('preview_links').select(['token_hash', 'entity_type', 'entity_id']);
      expect(await links.execute()).toEqual([link]);

      // Down: the keyed content as it was, key order included.
      await migrateTo(db, beforeBlocks);
      const restored = await db.selectFrom('pages').select(['slug', 'content', 'draft']).execute();
      for (const row of recorded.pages) {
        const back = restored.find((page) => page.slug === row.slug);
        expect(back?.content && Object.entries(keyed(back.content)), row.slug).toEqual(
          Object.entries(keyed(row.content)),
        );
        expect(back?.draft && keyed(back.draft), row.slug).toEqual(row.draft && keyed(row.draft));
      }
      const keptRevisions = await db.selectFrom('revisions').select('snapshot').orderBy('id').execute();
      const homeBack = keyed(keptRevisions[0]?.snapshot ?? '{}');
      expect(homeBack.content).toEqual(keyed(recorded.pages.find((page) => page.slug === 'home')?.content ?? ''));
      expect(homeBack).not.toHaveProperty('blocks');
    } finally {
      await drop();
    }
  });
});
