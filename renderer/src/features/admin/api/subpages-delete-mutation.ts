import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from '../../../lib/api/request';
import { invalidateAfterPageWrite } from './pages-invalidate';
import { adminSubpageKeys } from './subpages-keys';

export function deleteAdminSubpage(id: number) {
  return apiRequest(`/api/admin/subpages/${id}`, { method: 'DELETE', schema: z.unknown(), retry: false });
}

export function useDeleteAdminSubpage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteAdminSubpage(id),
    onSuccess: () => {
      // Dropped rather than invalidated: refetching a subpage that is gone would only fetch a 404.
      queryClient.removeQueries({ queryKey: adminSubpageKeys.detail(id) });
      return invalidateAfterPageWrite(queryClient);
    },
  });
}
