import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubpageUpdatePayload } from '../../../../../contract/admin/admin-pages';
import { AdminSubpageSchema } from '../../../../../contract/admin/admin-pages';
import { apiRequest } from '../../../lib/api/request';
import { invalidateAfterPageWrite } from './pages-invalidate';
import { adminSubpageKeys } from './subpages-keys';

export function updateAdminSubpage(id: number, payload: SubpageUpdatePayload) {
  return apiRequest(`/api/admin/subpages/${id}`, {
    method: 'PUT',
    body: payload,
    schema: AdminSubpageSchema,
    retry: false,
  });
}

export function useUpdateAdminSubpage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: SubpageUpdatePayload) => updateAdminSubpage(id, payload),
    onSuccess: (subpage) => {
      queryClient.setQueryData(adminSubpageKeys.detail(id), subpage);
      return invalidateAfterPageWrite(queryClient);
    },
  });
}
