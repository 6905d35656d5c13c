import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubpageUpdatePayload } from '../../../../../contract/admin/admin-pages';
import { AdminSubpageSchema } from '../../../../../contract/admin/admin-pages';
import { apiRequest } from '../../../lib/api/request';
import type { VersionedWrite } from './edit-version';
import { ifMatch } from './edit-version';
import { invalidateAfterPageWrite } from './pages-invalidate';
import { adminSubpageKeys } from './subpages-keys';

/** Saves over `version` (If-Match): a subpage saved by someone else since is refused with 412. */
export function updateAdminSubpage(id: number, payload: SubpageUpdatePayload, version: number) {
  return apiRequest(`/api/admin/subpages/${id}`, {
    method: 'PUT',
    body: payload,
    schema: AdminSubpageSchema,
    retry: false,
    headers: ifMatch(version),
  });
}

export function useUpdateAdminSubpage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, version }: VersionedWrite<SubpageUpdatePayload>) =>
      updateAdminSubpage(id, payload, version),
    onSuccess: (subpage) => {
      queryClient.setQueryData(adminSubpageKeys.detail(id), subpage);
      return invalidateAfterPageWrite(queryClient);
    },
  });
}
