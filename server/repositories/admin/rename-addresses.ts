import type { Kysely, Selectable } from 'kysely';
import type { RenameReport } from '../../../contract/admin/admin-redirects';
import { articlePath } from '../../../contract/articles';
import { pageAddress, subpageAddress } from '../../../contract/public-redirect';
import type { Database, PagesTable } from '../../db/schema';
import type { ContentTable } from './content-versions';
import type { AddressMove } from '../../redirects/rewrite-links';
import { recordMove } from './redirect-writes';
import { rewriteSiteLinks } from './rewrite-site-links';

type ContentRow = Selectable<PagesTable> & { page_id?: number };

/** A page's move carries its subpages' addresses with it; a subpage moves alone under its page, an article under /insights. */
async function movesOf(
  db: Kysely<Database>,
  table: ContentTable,
  current: ContentRow,
  slug: string,
): Promise<AddressMove[]> {
  if (table === 'articles') return [{ from: articlePath(current.slug), to: articlePath(slug) }];
  if (table === 'pages') {
    const subpages = await db.selectFrom('subpages').select('slug').where('page_id', '=', current.id).execute();
    return [
      { from: pageAddress(current.slug), to: pageAddress(slug) },
      ...subpages.map((subpage) => ({
        from: subpageAddress(current.slug, subpage.slug),
        to: subpageAddress(slug, subpage.slug),
      })),
    ];
  }
  const parent = await db
    .selectFrom('pages')
    .select('slug')
    .where('id', '=', current.page_id ?? -1)
    .executeTakeFirstOrThrow();
  return [{ from: subpageAddress(parent.slug, current.slug), to: subpageAddress(parent.slug, slug) }];
}

/**
 * What a slug change does besides the save, in the save's transaction: old addresses redirect to the new ones
 * and links to them follow. Only the first move is rewritten in links: it covers the paths below it. A draft
 * leaves no redirect behind: its old address showed nothing, and a redirect would tell anyone its new one.
 */
export async function applyRename(
  db: Kysely<Database>,
  table: ContentTable,
  current: ContentRow,
  slug: string,
  userId: number | null,
): Promise<RenameReport> {
  const [own, ...below] = await movesOf(db, table, current, slug);
  if (!own) throw new Error('a rename moves at least its own address');
  const moves = [own, ...below];
  const published = current.status === 'published';
  for (const move of moves) await recordMove(db, move, userId, published);
  return {
    address: own,
    redirects: published ? moves.map((move) => ({ source: move.from, target: move.to })) : [],
    rewrittenLinks: await rewriteSiteLinks(db, own, userId),
  };
}
