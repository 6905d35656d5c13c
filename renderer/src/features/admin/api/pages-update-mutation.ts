import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PageUpdatePayload } from '../../../../../contract/admin/admin-pages';
import { AdminPageSchema } from '../../../../../contract/admin/admin-pages';
import { apiRequest } from '../../../lib/api/request';
import { invalidateAfterPageWrite } from './pages-invalidate';
import { adminPageKeys } from './pages-keys';

export function updateAdminPage(id: number, payload: PageUpdatePayload) {
  return apiRequest(`/api/admin/pages/${id}`, { method: 'PUT', body: payload, schema: AdminPageSchema, retry: false });
}

export function useUpdateAdminPage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: PageUpdatePayload) => updateAdminPage(id, payload),
    onSuccess: (page) => {
      queryClient.setQueryData(adminPageKeys.detail(id), page);
      return invalidateAfterPageWrite(queryClient);
    },
  });
}
