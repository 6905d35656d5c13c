import type { Kysely } from 'kysely';
import type { RewrittenLink } from '../../../contract/admin/admin-redirects';
import type { Database } from '../../db/schema';
import type { AddressMove, LinkChange } from '../../redirects/rewrite-links';
import { rewriteLinks } from '../../redirects/rewrite-links';
import { draftJson, readDraft } from './working-copy';

const componentTitles = { header: 'Header', footer: 'Footer', cta: 'Call to action' } as const;
const documentKinds = { pages: 'Page', subpages: 'Subpage' } as const;

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

/**
 * Points the header, footer, call to action and every page and subpage (live content and pending drafts) at a moved
 * address, inside the caller's transaction, and lists each link it changed. The `like` only narrows the rows read;
 * the rewrite itself decides what is a link to the old address.
 */
export async function rewriteSiteLinks(db: Kysely<Database>, move: AddressMove): Promise<RewrittenLink[]> {
  const rewritten: RewrittenLink[] = [];
  const mentions = `%${move.from}%`;
  for (const table of ['pages', 'subpages'] as const) {
    const rows = await db
      .selectFrom(table)
      .select(['id', 'title', 'content', 'draft'])
      .where((eb) => eb.or([eb('content', 'like', mentions), eb('draft', 'like', mentions)]))
      .orderBy('id')
      .execute();
    for (const row of rows) {
      const live = rewriteLinks(JSON.parse(row.content), move);
      const pending = rewriteDraft(row.draft, move);
      if (live.changes.length === 0 && pending.changes.length === 0) continue;
      await db
        .updateTable(table)
        .set({ ...(live.changes.length > 0 ? { content: JSON.stringify(live.content) } : {}), draft: pending.draft })
        .where('id', '=', row.id)
        .execute();
      const document = `${documentKinds[table]} "${row.title}"`;
      rewritten.push(...live.changes.map((change) => ({ document, ...change })));
      rewritten.push(...pending.changes.map((change) => ({ document: `${document} (draft)`, ...change })));
    }
  }
  rewritten.push(...(await rewriteComponentLinks(db, move)));
  return rewritten;
}

/** The header, footer and call to action, live and their pending drafts: publishing one must not bring it back. */
async function rewriteComponentLinks(db: Kysely<Database>, move: AddressMove): Promise<RewrittenLink[]> {
  const rewritten: RewrittenLink[] = [];
  const mentions = `%${move.from}%`;
  const components = await db
    .selectFrom('global_components')
    .select(['name', 'content', 'draft'])
    .where((eb) => eb.or([eb('content', 'like', mentions), eb('draft', 'like', mentions)]))
    .orderBy('name')
    .execute();
  for (const component of components) {
    const live = rewriteLinks(JSON.parse(component.content), move);
    const pending = component.draft === null ? null : rewriteLinks(JSON.parse(component.draft), move);
    if (live.changes.length === 0 && !pending?.changes.length) continue;
    await db
      .updateTable('global_components')
      .set({
        content: JSON.stringify(live.content),
        draft: pending === null ? null : JSON.stringify(pending.content),
      })
      .where('name', '=', component.name)
      .execute();
    const document = componentTitles[component.name];
    rewritten.push(...live.changes.map((change) => ({ document, ...change })));
    rewritten.push(...(pending?.changes ?? []).map((change) => ({ document: `${document} (draft)`, ...change })));
  }
  return rewritten;
}
