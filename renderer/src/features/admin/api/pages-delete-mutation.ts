import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from '../../../lib/api/request';
import { ifMatch } from './edit-version';
import { adminPageQueryOptions } from './pages-detail-query';
import { invalidateAfterPageWrite } from './pages-invalidate';
import { adminPageKeys } from './pages-keys';

/** `cascade` takes the page's subpages with it; without it the server refuses a page that has any. */
export function deleteAdminPage(id: number, cascade: boolean, version: number | undefined) {
  const query = cascade ? '?cascade=true' : '';
  return apiRequest(`/api/admin/pages/${id}${query}`, {
    method: 'DELETE',
    schema: z.unknown(),
    retry: false,
    headers: ifMatch(version),
  });
}

export function useDeleteAdminPage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // The version the screen shows: a page saved since is not deleted unseen (412).
    mutationFn: (cascade: boolean) =>
      deleteAdminPage(id, cascade, queryClient.getQueryData(adminPageQueryOptions(id).queryKey)?.version),
    onSuccess: () => {
      // Dropped rather than invalidated: refetching a page that is gone would only fetch a 404.
      queryClient.removeQueries({ queryKey: adminPageKeys.detail(id) });
      return invalidateAfterPageWrite(queryClient);
    },
  });
}
