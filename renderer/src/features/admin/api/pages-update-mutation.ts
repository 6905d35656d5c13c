import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PageUpdatePayload } from '../../../../../contract/admin/admin-pages';
import { AdminPageSchema } from '../../../../../contract/admin/admin-pages';
import { apiRequest } from '../../../lib/api/request';
import type { VersionedWrite } from './edit-version';
import { ifMatch } from './edit-version';
import { invalidateAfterPageWrite } from './pages-invalidate';
import { adminPageKeys } from './pages-keys';

/** Saves over `version` (If-Match): a page saved by someone else since is refused with 412, not overwritten. */
export function updateAdminPage(id: number, payload: PageUpdatePayload, version: number) {
  return apiRequest(`/api/admin/pages/${id}`, {
    method: 'PUT',
    body: payload,
    schema: AdminPageSchema,
    retry: false,
    headers: ifMatch(version),
  });
}

export function useUpdateAdminPage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, version }: VersionedWrite<PageUpdatePayload>) => updateAdminPage(id, payload, version),
    onSuccess: (page) => {
      queryClient.setQueryData(adminPageKeys.detail(id), page);
      return invalidateAfterPageWrite(queryClient);
    },
  });
}
