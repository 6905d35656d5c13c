import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The slug a page's public answer is at, whatever its status (a save may publish or unpublish it). */
export async function pageSlugOf(db: Kysely<Database>, id: number): Promise<string | undefined> {
  const row = await db.selectFrom('pages').select('slug').where('id', '=', id).executeTakeFirst();
  return row?.slug;
}

/** A subpage's address parts: its page's slug and its own. */
export async function subpageAddressOf(
  db: Kysely<Database>,
  id: number,
): Promise<{ parentSlug: string; slug: string } | undefined> {
  return db
    .selectFrom('subpages')
    .innerJoin('pages', 'pages.id', 'subpages.page_id')
    .select(['pages.slug as parentSlug', 'subpages.slug'])
    .where('subpages.id', '=', id)
    .executeTakeFirst();
}

/** The slug an article's public answer is at, whatever its status. */
export async function articleSlugOf(db: Kysely<Database>, id: number): Promise<string | undefined> {
  const row = await db.selectFrom('articles').select('slug').where('id', '=', id).executeTakeFirst();
  return row?.slug;
}

/**
 * The slugs of the articles that show a page as a related service, drawn with its title and address: one lookup in
 * `page_uses` (kept by saves), never a read of every article.
 */
export async function articleSlugsShowingPage(db: Kysely<Database>, pageId: number): Promise<string[]> {
  const uses = await db
    .selectFrom('page_uses')
    .select('source_key')
    .where('page_id', '=', pageId)
    .where('source_type', '=', 'article')
    .execute();
  if (uses.length === 0) return [];
  const ids = uses.map((use) => Number(use.source_key));
  const rows = await db.selectFrom('articles').select('slug').where('id', 'in', ids).execute();
  return rows.map((row) => row.slug);
}
