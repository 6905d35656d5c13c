import type { Kysely } from 'kysely';
import type { SearchSources } from '../../contract/search/build-search-documents';
import type { Database } from '../db/schema';
import { readStoredBlocks } from '../repositories/content-json';

/**
 * Every published page and subpage with its blocks, in two queries: the index needs them all at once,
 * which the page-by-page repository reads would turn into one query per page. A subpage counts only
 * while its parent page is published too, as on its public route.
 */
export async function readPublishedContent(db: Kysely<Database>): Promise<SearchSources> {
  const [pages, subpages] = await Promise.all([
    db
      .selectFrom('pages')
      .select(['id', 'title', 'description', 'slug', 'content'])
      .where('status', '=', 'published')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('subpages')
      .innerJoin('pages', 'pages.id', 'subpages.page_id')
      .where('subpages.status', '=', 'published')
      .where('pages.status', '=', 'published')
      .select([
        'subpages.id',
        'subpages.title',
        'subpages.description',
        'subpages.slug',
        'subpages.content',
        'pages.slug as parentSlug',
        'pages.title as parentTitle',
      ])
      .orderBy('subpages.id')
      .execute(),
  ]);
  return {
    pages: pages.map(({ content, ...page }) => ({ ...page, blocks: readStoredBlocks(content) })),
    subpages: subpages.map(({ content, ...subpage }) => ({
      ...subpage,
      fullPath: `/${subpage.parentSlug}/${subpage.slug}`,
      blocks: readStoredBlocks(content),
    })),
  };
}

/**
 * A fingerprint of all page and subpage rows: every save stamps `updated_at` and a delete changes a
 * count, so any edit (by the admin API, a script or another server instance) changes it. Drafts count
 * too, since publishing or unpublishing one changes what search may show.
 */
export async function readContentVersion(db: Kysely<Database>): Promise<string> {
  const [pages, subpages] = await Promise.all(
    (['pages', 'subpages'] as const).map((table) =>
      db
        .selectFrom(table)
        .select((eb) => [eb.fn.countAll<number>().as('rows'), eb.fn.max('updated_at').as('latest')])
        .executeTakeFirstOrThrow(),
    ),
  );
  return `${String(pages?.rows)}:${String(pages?.latest)}|${String(subpages?.rows)}:${String(subpages?.latest)}`;
}
