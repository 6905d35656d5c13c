import type { Kysely } from 'kysely';
import type { RewrittenLink } from '../../../contract/admin/admin-redirects';
import type { GlobalComponentName } from '../../../contract/global-components/global-component';
import { lockForUpdate } from '../../db/lock-for-update';
import type { Database, ReferenceSourceType } from '../../db/schema';
import type { AddressMove, LinkChange } from '../../redirects/rewrite-links';
import { rewriteLinks } from '../../redirects/rewrite-links';
import { recordReferences, sourcesLinkingTo } from '../content-references';
import { keepRevision } from './revisions-repository';
import { rewriteComponentLinks } from './rewrite-component-links';
import { rewritePersonLinks } from './rewrite-person-links';
import { draftJson, readDraft, toSnapshot } from './working-copy';

const contentTables = ['pages', 'subpages', 'articles'] as const;
type ContentTable = (typeof contentTables)[number];
const documentKinds = { pages: 'Page', subpages: 'Subpage', articles: 'Article' } as const;
const sourceTypes = { pages: 'page', subpages: 'subpage', articles: 'article' } as const;

/**
 * A live document's pending draft follows too: publishing it later would otherwise bring the old address back. Only
 * its blocks are links (an article's meta names pages by id, which a rename does not change); a draft that does not
 * read as one is left as it is.
 */
function rewriteDraft(text: string | null, move: AddressMove): { draft: string | null; changes: LinkChange[] } {
  const draft = readDraft(text);
  if (draft === null) return { draft: text, changes: [] };
  const { content, changes } = rewriteLinks(draft.blocks, move);
  if (changes.length === 0) return { draft: text, changes };
  return { draft: draftJson({ ...draft, blocks: content as typeof draft.blocks }), changes };
}

/** Who links to the moved address or below it, by kind: one lookup in `link_references` (kept by saves). */
async function linkingKeys(db: Kysely<Database>, move: AddressMove) {
  const sources = await sourcesLinkingTo(db, move.from, ['page', 'subpage', 'article', 'person', 'global']);
  const ids = (type: ReferenceSourceType) =>
    sources
      .filter((source) => source.source_type === type)
      .map((source) => Number(source.source_key))
      .sort((a, b) => a - b);
  const names = sources
    .filter((source) => source.source_type === 'global')
    .map((source) => source.source_key as GlobalComponentName)
    .sort();
  return { pages: ids('page'), subpages: ids('subpage'), articles: ids('article'), people: ids('person'), names };
}

/** One page, subpage or article: its live blocks and its pending draft, kept as a revision and saved as one. */
async function rewriteDocumentLinks(
  db: Kysely<Database>,
  table: ContentTable,
  id: number,
  move: AddressMove,
  userId: number | null,
): Promise<RewrittenLink[]> {
  const row = await lockForUpdate(db, db.selectFrom(table).selectAll().where('id', '=', id)).executeTakeFirst();
  if (!row) return [];
  const live = rewriteLinks(JSON.parse(row.content), move);
  const pending = rewriteDraft(row.draft, move);
  if (live.changes.length === 0 && pending.changes.length === 0) return [];
  await keepRevision(db, {
    entityType: sourceTypes[table],
    entityKey: String(id),
    snapshot: toSnapshot(row),
    version: row.version,
    userId,
  });
  await db
    .updateTable(table)
    .set((eb) => ({
      ...(live.changes.length > 0 ? { content: JSON.stringify(live.content) } : {}),
      draft: pending.draft,
      updated_at: new Date().toISOString(),
      updated_by: userId,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', id)
    .execute();
  await recordReferences(db, { type: sourceTypes[table], id });
  const document = `${documentKinds[table]} "${row.title}"`;
  return [
    ...live.changes.map((change) => ({ document, ...change })),
    ...pending.changes.map((change) => ({ document: `${document} (draft)`, ...change })),
  ];
}

/**
 * Points the header, footer, call to action, every page, subpage and article (live content and pending drafts) and
 * every person's bio that links to a moved address at the new one, inside the caller's transaction, and lists each
 * link it changed. Which documents to read comes from `link_references`; the rewrite itself decides what is a link
 * to the old address. Each rewritten document is a save by the person renaming: its version is kept as a revision
 * (people keep none) and its version moves, so an editor who has it open is told (If-Match) and their save merges
 * with the new links.
 */
export async function rewriteSiteLinks(
  db: Kysely<Database>,
  move: AddressMove,
  userId: number | null,
): Promise<RewrittenLink[]> {
  // The root is below nothing and above everything: a moved home page keeps its links (`rewriteLinks`).
  if (move.from === '/') return [];
  const linking = await linkingKeys(db, move);
  const rewritten: RewrittenLink[] = [];
  for (const table of contentTables) {
    for (const id of linking[table]) rewritten.push(...(await rewriteDocumentLinks(db, table, id, move, userId)));
  }
  for (const id of linking.people) rewritten.push(...(await rewritePersonLinks(db, id, move, userId)));
  for (const name of linking.names) rewritten.push(...(await rewriteComponentLinks(db, name, move, userId)));
  return rewritten;
}
