import type { Kysely } from 'kysely';
import type { RewrittenLink } from '../../../contract/admin/admin-redirects';
import type { Database } from '../../db/schema';
import type { AddressMove } from '../../redirects/rewrite-links';
import { rewriteLinks } from '../../redirects/rewrite-links';

const componentTitles = { header: 'Header', footer: 'Footer', cta: 'Call to action' } as const;
const documentKinds = { pages: 'Page', subpages: 'Subpage' } as const;

/**
 * Points the header, footer, call to action and every page and subpage at a moved address, inside the
 * caller's transaction, and lists each link it changed. The `like` only narrows the rows read; the
 * rewrite itself decides what is a link to the old address.
 */
export async function rewriteSiteLinks(db: Kysely<Database>, move: AddressMove): Promise<RewrittenLink[]> {
  const rewritten: RewrittenLink[] = [];
  const mentions = `%${move.from}%`;
  for (const table of ['pages', 'subpages'] as const) {
    const rows = await db
      .selectFrom(table)
      .select(['id', 'title', 'content'])
      .where('content', 'like', mentions)
      .orderBy('id')
      .execute();
    for (const row of rows) {
      const { content, changes } = rewriteLinks(JSON.parse(row.content), move);
      if (changes.length === 0) continue;
      await db
        .updateTable(table)
        .set({ content: JSON.stringify(content) })
        .where('id', '=', row.id)
        .execute();
      const document = `${documentKinds[table]} "${row.title}"`;
      rewritten.push(...changes.map((change) => ({ document, ...change })));
    }
  }
  const components = await db
    .selectFrom('global_components')
    .select(['name', 'content'])
    .where('content', 'like', mentions)
    .orderBy('name')
    .execute();
  for (const component of components) {
    const { content, changes } = rewriteLinks(JSON.parse(component.content), move);
    if (changes.length === 0) continue;
    await db
      .updateTable('global_components')
      .set({ content: JSON.stringify(content) })
      .where('name', '=', component.name)
      .execute();
    rewritten.push(...changes.map((change) => ({ document: componentTitles[component.name], ...change })));
  }
  return rewritten;
}
