import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubpageCreatePayload } from '../../../../../contract/admin/admin-pages';
import { AdminSubpageSchema } from '../../../../../contract/admin/admin-pages';
import { apiRequest } from '../../../lib/api/request';
import { invalidateAfterPageWrite } from './pages-invalidate';
import { adminSubpageKeys } from './subpages-keys';

export function createAdminSubpage(pageId: number, payload: SubpageCreatePayload) {
  return apiRequest(`/api/admin/pages/${pageId}/subpages`, {
    method: 'POST',
    body: payload,
    schema: AdminSubpageSchema,
    retry: false,
  });
}

export function useCreateAdminSubpage(pageId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: SubpageCreatePayload) => createAdminSubpage(pageId, payload),
    // The editor it navigates to opens at once on what the server answered.
    onSuccess: (subpage) => {
      queryClient.setQueryData(adminSubpageKeys.detail(subpage.id), subpage);
      return invalidateAfterPageWrite(queryClient);
    },
  });
}
