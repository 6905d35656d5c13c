import { queryOptions, useQuery } from '@tanstack/react-query';
import { MediaRevisionListSchema } from '../../../../../contract/admin/admin-media';
import { apiRequest } from '../../../lib/api/request';
import { adminMediaKey, adminMediaPath } from './media-list-query';

export function getMediaRevisionsQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...adminMediaKey, 'revisions', id] as const,
    queryFn: ({ signal }) =>
      apiRequest(`${adminMediaPath}/${id}/revisions`, { schema: MediaRevisionListSchema, signal }),
  });
}

/** The files replacing a picture kept, newest first. */
export function useMediaRevisions(id: number) {
  return useQuery(getMediaRevisionsQueryOptions(id));
}
