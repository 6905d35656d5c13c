import { describe, expect, it } from 'vitest';
import { PageSnapshotSchema } from '../../../contract/admin/revisions';
import { BlocksSchema } from '../../../contract/page-content/blocks';
import { parseRichText, richTextWords } from '../../../contract/rich-text/parse-rich-text';
import { openTestDatabase } from '../../test/test-database';
import { migrateTo, migrateToLatest } from '../migrate';
import { loadProsePagesAt0019, prosePagesAt0019 } from './fixtures/0019-prose-fixtures.test-support';
import { proseFieldsAt0022 } from './0022-prose-rich-text';

const beforeProse = '0019-blocks';
const at = '2026-11-27T12:00:00.000Z';
type Block = { id: string; type: string; data: unknown };

/** Every string at a prose path of the blocks, with where it is (`faq items.*.answer`). */
function proseOf(blocks: readonly Block[]): [string, string][] {
  const found: [string, string][] = [];
  const walk = (value: unknown, path: readonly string[], where: string) => {
    const [step, ...rest] = path;
    if (step === undefined) {
      if (typeof value === 'string') found.push([where, value]);
    } else if (step === '*') {
      if (Array.isArray(value)) for (const entry of value) walk(entry, rest, where);
    } else if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      walk((value as Record<string, unknown>)[step], rest, where);
    }
  };
  for (const block of blocks) {
    for (const path of proseFieldsAt0022[block.type] ?? []) walk(block.data, path.split('.'), `${block.type} ${path}`);
  }
  return found;
}

const collapsed = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Since 0031 a team member is a person of the collection, whose bio it carried: read back in its place. */
function withBiosInline(blocks: Block[], bioOf: ReadonlyMap<number, string>): Block[] {
  return blocks.map((block) => {
    const data = block.data as { members?: { personId?: number }[] } | null;
    if (block.type !== 'teamSection' || !Array.isArray(data?.members)) return block;
    const members = data.members.map((member) => ({ ...member, bio: bioOf.get(member.personId ?? 0) }));
    return { ...block, data: { ...data, members } };
  });
}
const readBlocks = (text: string | null | undefined) => JSON.parse(text ?? '[]') as Block[];

describe('migration 0022-prose-rich-text', () => {
  it('escapes plain prose into rich text that reads the same, in pages, drafts and revisions, and back', async () => {
    const { db, drop } = await openTestDatabase('migrated');
    try {
      await migrateTo(db, beforeProse);
      const ids = await loadProsePagesAt0019(db);
      const [first] = prosePagesAt0019().pages;
      if (!first) throw new Error('fixture pages missing');
      const firstId = ids.get(first.slug) ?? 0;
      const document = { slug: first.slug, title: first.title, description: first.description, blocks: first.blocks };
      await db
        .updateTable('pages')
        .set({ draft: JSON.stringify(document) })
        .where('id', '=', firstId)
        .execute();
      const snapshot = { ...document, status: 'published', updatedAt: at, updatedBy: null };
      await db
        .insertInto('revisions')
        .values(
          [
            { entity_type: 'page' as const, entity_key: String(firstId), snapshot: JSON.stringify(snapshot) },
            // The shared call to action is not a block: its plain description stays as it is.
            {
              entity_type: 'global-component' as const,
              entity_key: 'cta',
              snapshot: '{"content":{"description":"5 * 3"}}',
            },
          ].map((row) => ({ ...row, created_at: at, created_by: null })),
        )
        .execute();
      const before = await db.selectFrom('pages').select(['id', 'content', 'draft']).orderBy('id').execute();

      await migrateToLatest(db);

      const pages = await db.selectFrom('pages').select(['id', 'content', 'draft']).orderBy('id').execute();
      const people = await db.selectFrom('people').select(['id', 'bio']).execute();
      const bioOf = new Map(people.map((person) => [person.id, person.bio]));
      for (const page of prosePagesAt0019().pages) {
        const stored = readBlocks(pages.find((row) => row.id === ids.get(page.slug))?.content);
        expect(BlocksSchema.safeParse(stored).error?.issues ?? [], page.slug).toEqual([]);
        const plain = proseOf(page.blocks);
        const rich = proseOf(withBiosInline(stored, bioOf));
        expect(rich.map(([where]) => where)).toEqual(plain.map(([where]) => where));
        expect(plain.length).toBeGreaterThan(0);
        plain.forEach(([where, text], index) => {
          const [, source = ''] = rich[index] ?? [];
          expect(source, where).not.toBe(text);
          expect(richTextWords(source), where).toBe(collapsed(text));
          // Only the intro's body had paragraphs; every other field is still the one paragraph it was drawn as.
          const parsed = parseRichText(source);
          const kinds = parsed.ok ? parsed.blocks.map((block) => block.kind) : [];
          if (where !== 'intro content') expect(kinds, where).toEqual(['paragraph']);
          else expect(kinds, where).toEqual(['paragraph', 'paragraph', 'paragraph', 'paragraph']);
        });
      }
      const converted = pages.find((row) => row.id === firstId);
      const draft = JSON.parse(converted?.draft ?? '{}') as { blocks: Block[]; title: string };
      expect(draft).toEqual({ ...document, blocks: readBlocks(converted?.content) });
      const revisions = await db.selectFrom('revisions').select('snapshot').orderBy('id').execute();
      const [pageRevision, componentRevision] = revisions.map((row) => JSON.parse(row.snapshot) as unknown);
      expect(PageSnapshotSchema.parse(pageRevision).blocks).toEqual(readBlocks(converted?.content));
      expect(componentRevision).toEqual({ content: { description: '5 * 3' } });

      // Down: the plain text again (a blank line that was drawn as a space stays a line break).
      await migrateTo(db, beforeProse);
      const restored = await db.selectFrom('pages').select(['id', 'content', 'draft']).orderBy('id').execute();
      for (const row of before) {
        const back = restored.find((candidate) => candidate.id === row.id);
        const expected = proseOf(readBlocks(row.content)).map(([where, text]): [string, string] => [
          where,
          where === 'intro content' ? text : text.replace(/\n\s*\n/g, '\n'),
        ]);
        expect(proseOf(readBlocks(back?.content))).toEqual(expected);
      }
    } finally {
      await drop();
    }
  });
});
