import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from '../../../lib/api/request';
import { invalidateAfterPageWrite } from './pages-invalidate';
import { adminPageKeys } from './pages-keys';

/** `cascade` takes the page's subpages with it; without it the server refuses a page that has any. */
export function deleteAdminPage(id: number, cascade: boolean) {
  const query = cascade ? '?cascade=true' : '';
  return apiRequest(`/api/admin/pages/${id}${query}`, { method: 'DELETE', schema: z.unknown(), retry: false });
}

export function useDeleteAdminPage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cascade: boolean) => deleteAdminPage(id, cascade),
    onSuccess: () => {
      // Dropped rather than invalidated: refetching a page that is gone would only fetch a 404.
      queryClient.removeQueries({ queryKey: adminPageKeys.detail(id) });
      return invalidateAfterPageWrite(queryClient);
    },
  });
}
