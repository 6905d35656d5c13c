import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MediaType } from '../../../../../contract/admin/admin-media';
import { MediaListSchema } from '../../../../../contract/admin/admin-media';
import { apiRequest } from '../../../lib/api/request';

export const adminMediaPath = '/api/admin/media';
export const adminMediaKey = ['admin', 'media'] as const;

/** What the library is looked through by: words in names and alt text, a format, only unused pictures, a page. */
export interface MediaFilter {
  q: string;
  type?: MediaType | undefined;
  unused: boolean;
  page: number;
}

export const noMediaFilter: MediaFilter = { q: '', unused: false, page: 1 };
/** A grid of cards reads best in rows of three and four. */
export const mediaPageSize = 24;

export function mediaListSearch(filter: MediaFilter): string {
  const params = new URLSearchParams();
  if (filter.q.trim() !== '') params.set('q', filter.q.trim());
  if (filter.type) params.set('type', filter.type);
  if (filter.unused) params.set('unused', 'true');
  if (filter.page > 1) params.set('page', String(filter.page));
  params.set('pageSize', String(mediaPageSize));
  return params.toString();
}

export function getMediaList(filter: MediaFilter, signal?: AbortSignal) {
  return apiRequest(`${adminMediaPath}?${mediaListSearch(filter)}`, { schema: MediaListSchema, signal });
}

export function getMediaListQueryOptions(filter: MediaFilter) {
  return queryOptions({
    queryKey: [...adminMediaKey, 'list', mediaListSearch(filter)] as const,
    queryFn: ({ signal }) => getMediaList(filter, signal),
    // A search typed letter by letter, or the next page, keeps showing the last answer instead of a spinner.
    placeholderData: keepPreviousData,
  });
}

/** A page of the library, newest first. */
export function useMediaList(filter: MediaFilter) {
  return useQuery(getMediaListQueryOptions(filter));
}
