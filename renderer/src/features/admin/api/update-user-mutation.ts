import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, UserPatchPayload } from '../../../../../contract/admin/admin-users';
import { AdminUserSchema } from '../../../../../contract/admin/admin-users';
import { apiRequest } from '../../../lib/api/request';
import { adminUsersKey, adminUsersPath } from './users-list-query';

export function patchAdminUser(id: number, patch: UserPatchPayload): Promise<AdminUser> {
  return apiRequest(`${adminUsersPath}/${id}`, { method: 'PATCH', body: patch, schema: AdminUserSchema, retry: false });
}

export function useUpdateAdminUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: UserPatchPayload }) => patchAdminUser(id, patch),
    // Refetched on failure too: a refused switch must snap back to what the server holds.
    onSettled: () => client.invalidateQueries({ queryKey: adminUsersKey }),
  });
}
