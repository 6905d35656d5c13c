import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PageCreatePayload } from '../../../../../contract/admin/admin-pages';
import { AdminPageSchema } from '../../../../../contract/admin/admin-pages';
import { apiRequest } from '../request';
import { invalidateAfterPageWrite } from './pages-invalidate';

export function createAdminPage(payload: PageCreatePayload) {
  return apiRequest('/api/admin/pages', { method: 'POST', body: payload, schema: AdminPageSchema, retry: false });
}

export function useCreateAdminPage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createAdminPage, onSuccess: () => invalidateAfterPageWrite(queryClient) });
}
