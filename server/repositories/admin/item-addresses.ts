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
