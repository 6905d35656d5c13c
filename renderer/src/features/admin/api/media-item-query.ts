import { queryOptions, useQuery } from '@tanstack/react-query';
import { MediaItemSchema } from '../../../../../contract/admin/admin-media';
import { apiRequest } from '../../../lib/api/request';
import { adminMediaKey, adminMediaPath } from './media-list-query';

export function getMediaItem(id: number, signal?: AbortSignal) {
  return apiRequest(`${adminMediaPath}/${id}`, { schema: MediaItemSchema, signal });
}

export function getMediaItemQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...adminMediaKey, 'item', id] as const,
    queryFn: ({ signal }) => getMediaItem(id, signal),
  });
}

/** One library picture as it is now (an image field shows its alt text); nothing is asked for without an id. */
export function useMediaItem(id: number | undefined) {
  return useQuery({ ...getMediaItemQueryOptions(id ?? 0), enabled: id !== undefined });
}
