import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from '../../../lib/api/request';
import { ifMatch } from './edit-version';
import { adminSubpageQueryOptions } from './subpages-detail-query';
import { invalidateAfterPageWrite } from './pages-invalidate';
import { adminSubpageKeys } from './subpages-keys';

export function deleteAdminSubpage(id: number, version: number | undefined) {
  return apiRequest(`/api/admin/subpages/${id}`, {
    method: 'DELETE',
    schema: z.unknown(),
    retry: false,
    headers: ifMatch(version),
  });
}

export function useDeleteAdminSubpage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // The version the screen shows: a subpage saved since is not deleted unseen (412).
    mutationFn: () => deleteAdminSubpage(id, queryClient.getQueryData(adminSubpageQueryOptions(id).queryKey)?.version),
    onSuccess: () => {
      // Dropped rather than invalidated: refetching a subpage that is gone would only fetch a 404.
      queryClient.removeQueries({ queryKey: adminSubpageKeys.detail(id) });
      return invalidateAfterPageWrite(queryClient);
    },
  });
}
