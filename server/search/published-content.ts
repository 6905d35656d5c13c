import type { Kysely } from 'kysely';
import type {
  SearchSourcePage,
  SearchSourceSubpage,
  SearchSources,
} from '../../contract/search/build-search-documents';
import type { RawBlock } from '../../contract/page-content/blocks';
import type { Database } from '../db/schema';
import { readStoredBlocks } from '../repositories/content-json';
import { showTeamPeopleIn } from '../repositories/team-people';

/** Published pages with what search and links read of them. */
export function publishedPages(db: Kysely<Database>) {
  return db
    .selectFrom('pages')
    .select(['id', 'title', 'description', 'slug', 'content'])
    .where('status', '=', 'published');
}

/** Published subpages of published pages (as on their public route), with their parent's slug and title. */
export function publishedSubpages(db: Kysely<Database>) {
  return db
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
}

type PageRow = Awaited<ReturnType<ReturnType<typeof publishedPages>['execute']>>[number];
type SubpageRow = Awaited<ReturnType<ReturnType<typeof publishedSubpages>['execute']>>[number];

export const withPageBlocks = ({ content, ...page }: PageRow): PublishedPage => ({
  ...page,
  blocks: readStoredBlocks(content),
});
export const withSubpageBlocks = ({ content, ...subpage }: SubpageRow): PublishedSubpage => ({
  ...subpage,
  fullPath: `/${subpage.parentSlug}/${subpage.slug}`,
  blocks: readStoredBlocks(content),
});

/**
 * Every published page and subpage with its blocks, in two queries (the page-by-page repository reads would turn
 * that into one query per page): what the admin's link search read before it read only its candidates
 * (`link-target-candidates.ts`); its tests compare the two.
 */
export async function readPublishedContent(db: Kysely<Database>): Promise<SearchSources> {
  const [pages, subpages] = await Promise.all([
    publishedPages(db).orderBy('id').execute(),
    publishedSubpages(db).orderBy('subpages.id').execute(),
  ]);
  return { pages: pages.map(withPageBlocks), subpages: subpages.map(withSubpageBlocks) };
}

/** Which rows to read: by id (and, for subpages, by parent), or the next batch of a full read in id order. */
export type RowFilter = { ids: readonly number[]; pageIds?: readonly number[] } | { afterId: number; limit: number };

export type PublishedPage = SearchSourcePage & { id: number; blocks: RawBlock[] };
export type PublishedSubpage = SearchSourceSubpage & { pageId: number; blocks: RawBlock[] };

/** Documents with their team sections' people filled in (one read for all), as visitors see them and search finds them. */
async function withTeamPeople<Document extends { blocks: RawBlock[] }>(
  db: Kysely<Database>,
  documents: Document[],
): Promise<Document[]> {
  const shown = await showTeamPeopleIn(
    db,
    documents.map((document) => document.blocks),
  );
  return documents.map((document, index) => ({ ...document, blocks: shown[index] ?? document.blocks }));
}

/** Published pages by id, or one batch of them: what the search index reads for a change or a full build. */
export async function readPublishedPages(db: Kysely<Database>, filter: RowFilter): Promise<PublishedPage[]> {
  let query = publishedPages(db);
  if ('ids' in filter) {
    if (filter.ids.length === 0) return [];
    query = query.where('id', 'in', [...filter.ids]);
  } else query = query.where('id', '>', filter.afterId).orderBy('id').limit(filter.limit);
  return withTeamPeople(db, (await query.execute()).map(withPageBlocks));
}

/** Published subpages of published pages, by id or parent, or one batch of them in id order. */
export async function readPublishedSubpages(db: Kysely<Database>, filter: RowFilter): Promise<PublishedSubpage[]> {
  let query = publishedSubpages(db);
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
  return withTeamPeople(db, (await query.execute()).map(withSubpageBlocks));
}
