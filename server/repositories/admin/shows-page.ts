import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Whether a page or subpage (draft or published) lives at a public path: `/a` is page `a`, `/a/b` is page
 * `a/b` (the seeded company pages) or subpage `b` of page `a`. A redirect from there would hide it.
 */
export async function showsPage(db: Kysely<Database>, path: string): Promise<boolean> {
  const segments = path.split('/').slice(1);
  const [first, second] = segments;
  if (!first || segments.length > 2) return false;
  const page = await db.selectFrom('pages').select('id').where('slug', '=', segments.join('/')).executeTakeFirst();
  if (page || !second) return page !== undefined;
  const subpage = await db
    .selectFrom('subpages')
    .innerJoin('pages', 'pages.id', 'subpages.page_id')
    .select('subpages.id')
    .where('pages.slug', '=', first)
    .where('subpages.slug', '=', second)
    .executeTakeFirst();
  return subpage !== undefined;
}
