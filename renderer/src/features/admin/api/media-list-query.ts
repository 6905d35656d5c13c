import { queryOptions, useQuery } from '@tanstack/react-query';
import { MediaListSchema } from '../../../../../contract/admin/admin-media';
import { apiRequest } from '../../../lib/api/request';

export const adminMediaPath = '/api/admin/media';
export const adminMediaKey = ['admin', 'media'] as const;

export function getMediaList(q: string, signal?: AbortSignal) {
  const query = q.trim() === '' ? '' : `?q=${encodeURIComponent(q.trim())}`;
  return apiRequest(`${adminMediaPath}${query}`, { schema: MediaListSchema, signal });
}

export function getMediaListQueryOptions(q: string) {
  return queryOptions({
    queryKey: [...adminMediaKey, 'list', q.trim()] as const,
    queryFn: ({ signal }) => getMediaList(q, signal),
    // A search typed letter by letter keeps showing the last answer instead of flashing a spinner.
    placeholderData: (previous) => previous,
  });
}

/** The library, newest first, searched by name and alt text. */
export function useMediaList(q: string) {
  return useQuery(getMediaListQueryOptions(q));
}
