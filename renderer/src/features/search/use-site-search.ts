import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SearchResult } from '../../../../contract/search/search-result';
import { ApiError } from '../../lib/api/api-error';
import { usePages } from '../../lib/api/pages-query';
import { useSearchAvailability, useSearchResults } from '../../lib/api/search-query';
import { useSubpages } from '../../lib/api/subpages-query';
import { getFallbackSearchQueryOptions } from './fallback-search-query';

export interface SiteSearch {
  results: SearchResult[];
  /** True while the shown results do not yet answer `term`. */
  loading: boolean;
  /** A catalogue message when the search itself failed. */
  error: string | null;
}

/**
 * The endpoint is missing (404: a backend with only the spec's calls) or failing (5xx, once the request helper's
 * retries are spent): either way the spec's calls can still answer, title-only and searched in the browser.
 */
const endpointUnusable = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status >= 500);
const idle: SiteSearch = { results: [], loading: false, error: null };

/**
 * Results for an already debounced, trimmed `term`: from the search endpoint, or, when that endpoint is missing
 * or failing, from the spec's calls searched in the browser (their lists load as the fallback starts).
 */
export function useSiteSearch(term: string, open: boolean): SiteSearch {
  const queryClient = useQueryClient();
  const availability = useSearchAvailability({ enabled: open });
  const remote = useSearchResults(term, { enabled: open && term !== '' && !endpointUnusable(availability.error) });
  const fallback = endpointUnusable(availability.error) || endpointUnusable(remote.error);

  // Only fetched here, as the spec has it for when search opens; the search itself reads them from the cache.
  usePages({ enabled: open && fallback });
  useSubpages({ enabled: open && fallback });
  const local = useQuery({
    ...getFallbackSearchQueryOptions(queryClient, term),
    enabled: fallback && term !== '',
    placeholderData: keepPreviousData,
  });

  if (term === '') return idle;
  if (fallback) {
    return { results: local.data ?? [], loading: local.isPending || local.isPlaceholderData, error: null };
  }
  if (remote.isError) return { results: [], loading: false, error: remote.error.message };
  return { results: remote.data?.results ?? [], loading: remote.isPending || remote.isPlaceholderData, error: null };
}
