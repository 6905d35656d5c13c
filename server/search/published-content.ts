import type { Kysely } from 'kysely';
import type {
  SearchSourcePage,
  SearchSourceSubpage,
  SearchSources,
} from '../../contract/search/build-search-documents';
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

/** Which rows to read: by id (and, for subpages, by parent), or the next batch of a full read in id order. */
export type RowFilter = { ids: readonly number[]; pageIds?: readonly number[] } | { afterId: number; limit: number };

export type PublishedPage = SearchSourcePage & { id: number };
export type PublishedSubpage = SearchSourceSubpage & { pageId: number };

/** Published pages by id, or one batch of them: what the search index reads for a change or a full build. */
export async function readPublishedPages(db: Kysely<Database>, filter: RowFilter): Promise<PublishedPage[]> {
  let query = db
    .selectFrom('pages')
    .select(['id', 'title', 'description', 'slug', 'content'])
    .where('status', '=', 'published');
  if ('ids' in filter) {
    if (filter.ids.length === 0) return [];
    query = query.where('id', 'in', [...filter.ids]);
  } else query = query.where('id', '>', filter.afterId).orderBy('id').limit(filter.limit);
  const rows = await query.execute();
  return rows.map(({ content, ...page }) => ({ ...page, blocks: readStoredBlocks(content) }));
}

/** Published subpages of published pages, by id or parent, or one batch of them in id order. */
export async function readPublishedSubpages(db: Kysely<Database>, filter: RowFilter): Promise<PublishedSubpage[]> {
  let query = db
    .selectFrom('subpages')
    .innerJoin('pages', 'pages.id', 'subpages.page_id')
    .where('subpages.status', '=', 'published')
    .where('pages.status', '=', 'published')
    .select([
      'subpages.id',
      'subpages.page_id as pageId',
      'subpages.title',
      'subpages.description',
      'subpages.slug',
      'subpages.content',
      'pages.slug as parentSlug',
      'pages.title as parentTitle',
    ]);
  if ('ids' in filter) {
    const ids = [...filter.ids];
    const pageIds = [...(filter.pageIds ?? [])];
    if (ids.length === 0 && pageIds.length === 0) return [];
    query = query.where((eb) =>
      eb.or([
        ...(ids.length > 0 ? [eb('subpages.id', 'in', ids)] : []),
        ...(pageIds.length > 0 ? [eb('subpages.page_id', 'in', pageIds)] : []),
      ]),
    );
  } else query = query.where('subpages.id', '>', filter.afterId).orderBy('subpages.id').limit(filter.limit);
  const rows = await query.execute();
  return rows.map(({ content, ...subpage }) => ({
    ...subpage,
    fullPath: `/${subpage.parentSlug}/${subpage.slug}`,
    blocks: readStoredBlocks(content),
  }));
}
