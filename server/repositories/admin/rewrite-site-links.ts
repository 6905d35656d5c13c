import type { Kysely } from 'kysely';
import type { RewrittenLink } from '../../../contract/admin/admin-redirects';
import type { GlobalComponentName } from '../../../contract/global-components/global-component';
import { lockForUpdate } from '../../db/lock-for-update';
import type { Database } from '../../db/schema';
import type { AddressMove, LinkChange } from '../../redirects/rewrite-links';
import { rewriteLinks } from '../../redirects/rewrite-links';
import { recordReferences, sourcesLinkingTo } from '../content-references';
import { parseStored, workingContent } from './component-versions';
import { keepRevision } from './revisions-repository';
import { draftJson, readDraft, toSnapshot } from './working-copy';

const componentTitles = { header: 'Header', footer: 'Footer', cta: 'Call to action' } as const;
const documentKinds = { pages: 'Page', subpages: 'Subpage' } as const;
const sourceTypes = { pages: 'page', subpages: 'subpage' } as const;

/**
 * A live page's pending draft follows too: publishing it later would otherwise bring the old address back. Only its
 * blocks are links; a draft that does not read as one is left as it is.
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
  const sources = await sourcesLinkingTo(db, move.from, ['page', 'subpage', 'global']);
  const ids = (type: 'page' | 'subpage') =>
    sources
      .filter((source) => source.source_type === type)
      .map((source) => Number(source.source_key))
      .sort((a, b) => a - b);
  const names = sources
    .filter((source) => source.source_type === 'global')
    .map((source) => source.source_key as GlobalComponentName)
    .sort();
  return { pages: ids('page'), subpages: ids('subpage'), names };
}

/**
 * Points the header, footer, call to action and every page and subpage (live content and pending drafts) that links
 * to a moved address at the new one, inside the caller's transaction, and lists each link it changed. Which
 * documents to read comes from `link_references`; the rewrite itself decides what is a link to the old address.
 * Each rewritten document is a save by the person renaming: its version is kept as a revision and its version
 * moves, so an editor who has it open is told (If-Match) and their save merges with the new links.
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
  for (const table of ['pages', 'subpages'] as const) {
    for (const id of linking[table]) {
      const row = await lockForUpdate(db, db.selectFrom(table).selectAll().where('id', '=', id)).executeTakeFirst();
      if (!row) continue;
      const live = rewriteLinks(JSON.parse(row.content), move);
      const pending = rewriteDraft(row.draft, move);
      if (live.changes.length === 0 && pending.changes.length === 0) continue;
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
      rewritten.push(...live.changes.map((change) => ({ document, ...change })));
      rewritten.push(...pending.changes.map((change) => ({ document: `${document} (draft)`, ...change })));
    }
  }
  for (const name of linking.names) rewritten.push(...(await rewriteComponentLinks(db, name, move, userId)));
  return rewritten;
}

/** The header, footer or call to action, live and its pending draft: publishing it must not bring the old link back. */
async function rewriteComponentLinks(
  db: Kysely<Database>,
  name: GlobalComponentName,
  move: AddressMove,
  userId: number | null,
): Promise<RewrittenLink[]> {
  const component = await lockForUpdate(
    db,
    db.selectFrom('global_components').selectAll().where('name', '=', name),
  ).executeTakeFirst();
  if (!component) return [];
  const live = rewriteLinks(JSON.parse(component.content), move);
  const pending = component.draft === null ? null : rewriteLinks(JSON.parse(component.draft), move);
  if (live.changes.length === 0 && !pending?.changes.length) return [];
  await keepRevision(db, {
    entityType: 'global-component',
    entityKey: name,
    snapshot: {
      content: parseStored(workingContent(component)),
      updatedAt: component.updated_at,
      updatedBy: component.updated_by,
    },
    version: component.version,
    userId,
  });
  await db
    .updateTable('global_components')
    .set((eb) => ({
      content: JSON.stringify(live.content),
      draft: pending === null ? null : JSON.stringify(pending.content),
      updated_at: new Date().toISOString(),
      updated_by: userId,
      version: eb('version', '+', 1),
    }))
    .where('name', '=', name)
    .execute();
  await recordReferences(db, { type: 'global', name });
  const document = componentTitles[name];
  return [
    ...live.changes.map((change) => ({ document, ...change })),
    ...(pending?.changes ?? []).map((change) => ({ document: `${document} (draft)`, ...change })),
  ];
}
