import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** A page, subpage or article whose team section shows a person (live or in its draft). */
export type TeamPage =
  | { type: 'page'; id: number; title: string; slug: string }
  | { type: 'subpage'; id: number; title: string; slug: string; parentSlug: string }
  | { type: 'article'; id: number; title: string; slug: string };

/**
 * The pages, subpages and articles whose team sections show each of these people (every person when none are named), read
 * from `person_uses` (migration 0029, kept by every save): an indexed lookup, never a read of the site's content.
 */
export async function teamPagesOf(
  db: Kysely<Database>,
  personIds?: readonly number[],
): Promise<Map<number, TeamPage[]>> {
  let uses = db
    .selectFrom('person_uses')
    .select(['person_id', 'source_type', 'source_key'])
    .where('source_type', 'in', ['page', 'subpage', 'article']);
  if (personIds) {
    if (personIds.length === 0) return new Map();
    uses = uses.where('person_id', 'in', [...personIds]);
  }
  const rows = await uses.execute();
  const idsOf = (type: string) => [
    ...new Set(rows.filter((row) => row.source_type === type).map((row) => Number(row.source_key))),
  ];
  const [pageIds, subpageIds, articleIds] = [idsOf('page'), idsOf('subpage'), idsOf('article')];
  const pages =
    pageIds.length === 0
      ? []
      : await db.selectFrom('pages').select(['id', 'title', 'slug']).where('id', 'in', pageIds).execute();
  const subpages =
    subpageIds.length === 0
      ? []
      : await db
          .selectFrom('subpages')
          .innerJoin('pages', 'pages.id', 'subpages.page_id')
          .select(['subpages.id', 'subpages.title', 'subpages.slug', 'pages.slug as parentSlug'])
          .where('subpages.id', 'in', subpageIds)
          .execute();
  // An article's team section keeps a person as a page's does: deleting them would leave it showing no one.
  const articles =
    articleIds.length === 0
      ? []
      : await db.selectFrom('articles').select(['id', 'title', 'slug']).where('id', 'in', articleIds).execute();
  const found = new Map<string, TeamPage>([
    ...pages.map((page): [string, TeamPage] => [`page ${page.id}`, { type: 'page', ...page }]),
    ...subpages.map((subpage): [string, TeamPage] => [`subpage ${subpage.id}`, { type: 'subpage', ...subpage }]),
    ...articles.map((article): [string, TeamPage] => [`article ${article.id}`, { type: 'article', ...article }]),
  ]);
  const byPerson = new Map<number, TeamPage[]>();
  for (const row of rows) {
    const page = found.get(`${row.source_type} ${row.source_key}`);
    if (page) byPerson.set(row.person_id, [...(byPerson.get(row.person_id) ?? []), page]);
  }
  for (const shown of byPerson.values()) shown.sort((a, b) => a.title.localeCompare(b.title));
  return byPerson;
}
