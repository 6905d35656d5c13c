import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import { referencesIn } from '../content/content-references';
import type { Database } from '../db/schema';
import { linkWordsOf } from '../link-targets/link-words';
import { articleTexts, personTexts } from '../repositories/content-references';

/** One row of `media_uses`, `link_references` or `page_uses` as text, `page 12 → /services`, for comparing whole tables. */
type Rows = Record<'media_uses' | 'link_references' | 'page_uses', string[]>;

const row = (type: string, key: string, value: number | string) => `${type} ${key} → ${value}`;

function add(into: Rows, type: string, key: string | number, texts: readonly (string | null)[]): void {
  const { media, links, pages } = referencesIn(texts);
  for (const id of media) into.media_uses.push(row(type, String(key), id));
  for (const path of links) into.link_references.push(row(type, String(key), path));
  for (const id of pages) into.page_uses.push(row(type, String(key), id));
}

/** What the reference tables must hold: computed from every stored page, subpage, article, person and component. */
async function fromStoredContent(db: Kysely<Database>): Promise<Rows> {
  const rows: Rows = { media_uses: [], link_references: [], page_uses: [] };
  for (const table of ['pages', 'subpages'] as const) {
    const type = table === 'pages' ? 'page' : 'subpage';
    for (const doc of await db.selectFrom(table).select(['id', 'content', 'draft']).execute())
      add(rows, type, doc.id, [doc.content, doc.draft]);
  }
  for (const doc of await db.selectFrom('articles').select(['id', 'content', 'draft', 'meta']).execute())
    add(rows, 'article', doc.id, articleTexts(doc));
  for (const doc of await db.selectFrom('people').select(['id', 'photo', 'bio', 'credentials', 'links']).execute())
    add(rows, 'person', doc.id, personTexts(doc));
  for (const doc of await db.selectFrom('global_components').select(['name', 'content', 'draft']).execute())
    add(rows, 'global', doc.name, [doc.content, doc.draft]);
  return rows;
}

async function recorded(db: Kysely<Database>): Promise<Rows> {
  const [media, links, pages] = await Promise.all([
    db.selectFrom('media_uses').selectAll().execute(),
    db.selectFrom('link_references').selectAll().execute(),
    db.selectFrom('page_uses').selectAll().execute(),
  ]);
  return {
    media_uses: media.map((use) => row(use.source_type, use.source_key, use.media_id)),
    link_references: links.map((use) => row(use.source_type, use.source_key, use.path)),
    page_uses: pages.map((use) => row(use.source_type, use.source_key, use.page_id)),
  };
}

const sorted = (rows: Rows): Rows => ({
  media_uses: [...rows.media_uses].sort(),
  link_references: [...rows.link_references].sort(),
  page_uses: [...rows.page_uses].sort(),
});

/**
 * Fails unless `media_uses`, `link_references` and `page_uses` hold exactly what the stored documents reference,
 * and pages' and subpages' `link_words` what their content gives: a write of a document's content that did not
 * call `recordReferences` (or a delete that left them) shows here.
 */
export async function expectReferencesInStep(db: Kysely<Database>, after: string): Promise<void> {
  const [expected, actual] = await Promise.all([fromStoredContent(db), recorded(db)]);
  expect(sorted(actual), `references after ${after}`).toEqual(sorted(expected));
  await expectLinkWordsInStep(db, after);
}

/** Fails unless each page's and subpage's `link_words` are what its stored live content gives (`linkWordsOf`). */
async function expectLinkWordsInStep(db: Kysely<Database>, after: string): Promise<void> {
  for (const table of ['pages', 'subpages'] as const) {
    const rows = await db.selectFrom(table).select(['id', 'content', 'link_words']).orderBy('id').execute();
    const stored = rows.map((row) => `${table} ${row.id}: ${row.link_words}`);
    const expected = rows.map((row) => `${table} ${row.id}: ${linkWordsOf(row.content)}`);
    expect(stored, `link_words after ${after}`).toEqual(expected);
    // Each kind has headings to compare (empty words everywhere would pass silently).
    expect(
      rows.some((row) => row.link_words !== ''),
      `${table} with link_words after ${after}`,
    ).toBe(true);
  }
}
