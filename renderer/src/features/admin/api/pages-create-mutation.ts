import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PageCreatePayload } from '../../../../../contract/admin/admin-pages';
import { AdminPageSchema } from '../../../../../contract/admin/admin-pages';
import { apiRequest } from '../../../lib/api/request';
import { invalidateAfterPageWrite } from './pages-invalidate';
import { adminPageKeys } from './pages-keys';

export function createAdminPage(payload: PageCreatePayload) {
  return apiRequest('/api/admin/pages', { method: 'POST', body: payload, schema: AdminPageSchema, retry: false });
}

export function useCreateAdminPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdminPage,
    // The editor it navigates to opens at once on what the server answered.
    onSuccess: (page) => {
      queryClient.setQueryData(adminPageKeys.detail(page.id), page);
      return invalidateAfterPageWrite(queryClient);
    },
  });
}
