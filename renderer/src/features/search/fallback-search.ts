import type { PublicPageSummary, PublicSubpageSummary } from '../../../../contract/pages';
import type { SearchSourcePage } from '../../../../contract/search/build-search-documents';
import { buildSearchDocuments } from '../../../../contract/search/build-search-documents';
import { prepareSearchIndex } from '../../../../contract/search/prepare-search-index';
import { searchIndex } from '../../../../contract/search/search-index';
import type { SearchResult } from '../../../../contract/search/search-result';

/** The spec's 8 fixed pages whose content a backend without the search endpoint is searched through. */
export const fallbackPageSlugs = [
  'company',
  'home',
  'digital-transformation',
  'solutions',
  'services',
  'contact',
  'company/partners',
  'company/careers',
] as const;

/** A loaded page as search reads it: its blocks (the spec's keyed content when it has nothing else). */
export type FallbackPage = PublicPageSummary & { blocks?: unknown; content?: unknown };

export interface FallbackSources {
  loadPages: () => Promise<PublicPageSummary[]>;
  loadSubpages: () => Promise<PublicSubpageSummary[]>;
  loadPage: (slug: string) => Promise<FallbackPage | null>;
}

/** Only logged, as the spec asks: one page that fails to load costs its content, not the search. */
async function loadContents(loadPage: FallbackSources['loadPage']): Promise<FallbackPage[]> {
  const loaded = await Promise.all(
    fallbackPageSlugs.map((slug) =>
      loadPage(slug).catch((error: unknown) => {
        console.warn(`Search: failed to fetch page "${slug}"`, error);
        return null;
      }),
    ),
  );
  return loaded.filter((page) => page !== null);
}

/** The listed pages with their blocks added where they loaded; a loaded page missing from the list still counts. */
function withContent(pages: readonly PublicPageSummary[], contents: readonly FallbackPage[]): SearchSourcePage[] {
  const bySlug = new Map(contents.map((page) => [page.slug, page]));
  const merged: SearchSourcePage[] = pages.map((page) => {
    const loaded = bySlug.get(page.slug);
    return { ...page, blocks: loaded?.blocks, content: loaded?.content };
  });
  const listed = new Set(pages.map((page) => page.slug));
  for (const page of contents) if (!listed.has(page.slug)) merged.push(page);
  return merged;
}

function titleMatches(pages: readonly PublicPageSummary[], term: string): SearchResult[] {
  const titlesOnly = pages.map(({ id, title, slug }) => ({ id, title, slug, description: '' }));
  return searchIndex(prepareSearchIndex(buildSearchDocuments({ pages: titlesOnly, subpages: [] })), term);
}

/**
 * Search for a backend that has only the spec's calls: the page and subpage lists plus the 8 fixed
 * pages' content, matched in the browser by the same contract functions the server uses. When that
 * fails as a whole (a list does not load, say), page titles are still matched if the page list loaded.
 */
export async function runFallbackSearch(term: string, sources: FallbackSources): Promise<SearchResult[]> {
  let pages: PublicPageSummary[] = [];
  try {
    pages = await sources.loadPages();
    const [subpages, contents] = await Promise.all([sources.loadSubpages(), loadContents(sources.loadPage)]);
    const documents = buildSearchDocuments({ pages: withContent(pages, contents), subpages });
    return searchIndex(prepareSearchIndex(documents), term);
  } catch (error) {
    console.warn('Search: falling back to page titles', error);
    return titleMatches(pages, term);
  }
}
