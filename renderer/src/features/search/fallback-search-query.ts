import type { QueryClient } from '@tanstack/react-query';
import { queryOptions } from '@tanstack/react-query';
import { getPageQueryOptions } from '../../lib/api/page-query';
import { getPagesQueryOptions } from '../../lib/api/pages-query';
import { getSubpagesQueryOptions } from '../../lib/api/subpages-query';
import { runFallbackSearch } from './fallback-search';
import { isPublicRedirect } from '../../../../contract/public-redirect';

/**
 * The lists are fetched when the dialog opens and the 8 pages at search time; within this window a burst
 * of keystrokes reuses what was fetched instead of asking again for every term.
 */
const reuseMs = 30_000;

/** A client-side search as a query, so it has the same loading, caching and cancellation as the endpoint's. */
export function getFallbackSearchQueryOptions(queryClient: QueryClient, term: string) {
  return queryOptions({
    queryKey: ['public', 'search', 'fallback', term] as const,
    queryFn: () =>
      runFallbackSearch(term, {
        loadPages: () => queryClient.fetchQuery({ ...getPagesQueryOptions(), staleTime: reuseMs }),
        loadSubpages: () => queryClient.fetchQuery({ ...getSubpagesQueryOptions(), staleTime: reuseMs }),
        loadPage: async (slug) => {
          const page = await queryClient.fetchQuery({ ...getPageQueryOptions(slug), staleTime: reuseMs });
          // The list named this slug a moment ago; a page renamed since has nothing to search at the old one.
          return page && !isPublicRedirect(page) ? page : null;
        },
      }),
  });
}
