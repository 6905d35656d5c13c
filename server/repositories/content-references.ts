import type { Kysely } from 'kysely';
import type { GlobalComponentName } from '../../contract/global-components/global-component';
import { referencesIn } from '../content/content-references';
import type { Database, ReferenceSourceType } from '../db/schema';
import { linkWordsOf } from '../link-targets/link-words';
import { readJsonRecord } from './content-json';

/** A document that references pictures, addresses and people: a page, subpage, article or person by id, a component by name. */
export type ReferenceSource =
  { type: 'page' | 'subpage' | 'article' | 'person'; id: number } | { type: 'global'; name: GlobalComponentName };

const keyOf = (source: ReferenceSource) => ({
  source_type: source.type,
  source_key: source.type === 'global' ? source.name : String(source.id),
});

/** A person's referencing columns as JSON texts: the bio is rich text, not JSON, and is passed as a JSON string. */
export const personTexts = (row: { photo: string | null; bio: string; credentials: string; links: string }) => [
  row.photo,
  JSON.stringify(row.bio),
  row.credentials,
  row.links,
];

/** An article's: its draft keeps its meta as a JSON text inside its own, so that is read on its own too. */
export function articleTexts(row: { content: string; draft: string | null; meta: string }): (string | null)[] {
  const draftMeta = row.draft === null ? undefined : readJsonRecord(row.draft).meta;
  return [row.content, row.draft, row.meta, typeof draftMeta === 'string' ? draftMeta : null];
}

/** The tables that hold references, each keyed by the document it came from. */
export const referenceTables = ['media_uses', 'link_references', 'page_uses', 'person_uses'] as const;

/** The stored texts a document's references are read from, as the row stands in this transaction. */
async function textsOf(db: Kysely<Database>, source: ReferenceSource): Promise<(string | null)[] | undefined> {
  switch (source.type) {
    case 'global': {
      const row = await db
        .selectFrom('global_components')
        .select(['content', 'draft'])
        .where('name', '=', source.name)
        .executeTakeFirst();
      return row && [row.content, row.draft];
    }
    case 'person': {
      const row = await db
        .selectFrom('people')
        .select(['photo', 'bio', 'credentials', 'links'])
        .where('id', '=', source.id)
        .executeTakeFirst();
      return row && personTexts(row);
    }
    case 'article': {
      const row = await db
        .selectFrom('articles')
        .select(['content', 'draft', 'meta'])
        .where('id', '=', source.id)
        .executeTakeFirst();
      return row && articleTexts(row);
    }
    default: {
      const table = source.type === 'page' ? 'pages' : 'subpages';
      const row = await db
        .selectFrom(table)
        .select(['content', 'draft'])
        .where('id', '=', source.id)
        .executeTakeFirst();
      return row && [row.content, row.draft];
    }
  }
}

/** A page's or subpage's `link_words` from its live content as stored now, written only when they changed. */
async function keepLinkWords(db: Kysely<Database>, source: { type: 'page' | 'subpage'; id: number }): Promise<void> {
  const table = source.type === 'page' ? 'pages' : 'subpages';
  const row = await db
    .selectFrom(table)
    .select(['content', 'link_words'])
    .where('id', '=', source.id)
    .executeTakeFirst();
  if (!row) return;
  const words = linkWordsOf(row.content);
  if (words !== row.link_words)
    await db.updateTable(table).set({ link_words: words }).where('id', '=', source.id).execute();
}

/** Drops what a document referenced: it was deleted (or is about to be recorded anew). */
export async function forgetReferences(db: Kysely<Database>, sources: readonly ReferenceSource[]): Promise<void> {
  for (const source of sources) {
    const { source_type, source_key } = keyOf(source);
    for (const table of referenceTables) {
      await db.deleteFrom(table).where('source_type', '=', source_type).where('source_key', '=', source_key).execute();
    }
  }
}

/**
 * Records what the document references now (its live content and its draft), read back from its row in the
 * caller's transaction: whatever wrote it, the references follow the stored text. Called by every write of a
 * document's content; a row that is gone leaves nothing behind. A page's or subpage's `link_words` (what the link
 * tool narrows by) follow its live content here too, for the same reason.
 */
export async function recordReferences(db: Kysely<Database>, source: ReferenceSource): Promise<void> {
  await forgetReferences(db, [source]);
  if (source.type === 'page' || source.type === 'subpage')
    await keepLinkWords(db, { type: source.type, id: source.id });
  const texts = await textsOf(db, source);
  if (!texts) return;
  const { media, links, pages, people } = referencesIn(texts);
  const key = keyOf(source);
  if (media.size > 0) {
    await db
      .insertInto('media_uses')
      .values([...media].map((id) => ({ media_id: id, ...key })))
      .execute();
  }
  if (links.size > 0) {
    await db
      .insertInto('link_references')
      .values([...links].map((path) => ({ path, ...key })))
      .execute();
  }
  if (pages.size > 0) {
    await db
      .insertInto('page_uses')
      .values([...pages].map((id) => ({ page_id: id, ...key })))
      .execute();
  }
  if (people.size > 0) {
    await db
      .insertInto('person_uses')
      .values([...people].map((id) => ({ person_id: id, ...key })))
      .execute();
  }
}

/** The pages and subpages whose team sections show any of these people (live or in a draft): one indexed lookup. */
export async function pagesShowingPeople(
  db: Kysely<Database>,
  personIds: readonly number[],
): Promise<{ pageIds: number[]; subpageIds: number[] }> {
  if (personIds.length === 0) return { pageIds: [], subpageIds: [] };
  const rows = await db
    .selectFrom('person_uses')
    .select(['source_type', 'source_key'])
    .where('person_id', 'in', [...personIds])
    .where('source_type', 'in', ['page', 'subpage'])
    .execute();
  const idsOf = (type: ReferenceSourceType) => [
    ...new Set(rows.filter((row) => row.source_type === type).map((row) => Number(row.source_key))),
  ];
  return { pageIds: idsOf('page'), subpageIds: idsOf('subpage') };
}

/** The documents of these kinds that link to `path` or below it: one indexed lookup. */
export async function sourcesLinkingTo(
  db: Kysely<Database>,
  path: string,
  types: readonly ReferenceSourceType[],
): Promise<{ source_type: ReferenceSourceType; source_key: string }[]> {
  return db
    .selectFrom('link_references')
    .select(['source_type', 'source_key'])
    .where('path', '=', path)
    .where('source_type', 'in', [...types])
    .execute();
}
