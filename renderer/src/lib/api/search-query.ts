import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchResponse } from '../../../../contract/search/search-result';
import { SearchResponseSchema } from '../../../../contract/search/search-result';
import { apiRequest } from './request';

/** GET /api/public/search; a backend with only the spec's calls answers 404 (ApiError status 404). */
export function getSearchResults(term: string, signal?: AbortSignal): Promise<SearchResponse> {
  return apiRequest(`/api/public/search?q=${encodeURIComponent(term)}`, { schema: SearchResponseSchema, signal });
}

export function getSearchQueryOptions(term: string) {
  return queryOptions({
    queryKey: ['public', 'search', term] as const,
    queryFn: ({ signal }) => getSearchResults(term, signal),
  });
}

/** Keeps the previous term's results on screen while the next term's arrive, so the list does not flash empty. */
export function useSearchResults(term: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...getSearchQueryOptions(term),
    enabled: options.enabled ?? true,
    placeholderData: keepPreviousData,
  });
}

/**
 * Whether this backend has the endpoint: an empty search, asked once per session when the dialog first
 * opens (a backend does not gain or lose routes while the page is open).
 */
export function getSearchAvailabilityQueryOptions() {
  return queryOptions({
    queryKey: ['public', 'search', 'availability'] as const,
    queryFn: ({ signal }) => getSearchResults('', signal).then(() => true),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function useSearchAvailability(options: { enabled: boolean }) {
  return useQuery({ ...getSearchAvailabilityQueryOptions(), enabled: options.enabled });
}
