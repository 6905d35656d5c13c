import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdminUserListSchema } from '../../../../../contract/admin/admin-users';
import { apiRequest } from '../../../lib/api/request';

export const adminUsersPath = '/api/admin/users';

export function getAdminUsers(page: number, signal?: AbortSignal) {
  return apiRequest(`${adminUsersPath}?page=${page}&pageSize=50`, { schema: AdminUserListSchema, signal });
}

export const adminUsersKey = ['admin', 'users'] as const;

export function getAdminUsersQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...adminUsersKey, page] as const,
    queryFn: ({ signal }) => getAdminUsers(page, signal),
    retry: false,
  });
}

export function useAdminUsers(page: number, enabled = true) {
  return useQuery({ ...getAdminUsersQueryOptions(page), enabled });
}

/** Accounts waiting for an admin's decision; few at a time, so the first page holds them. */
export function usePendingAccounts(enabled: boolean) {
  return useQuery({
    queryKey: [...adminUsersKey, 'pending'] as const,
    queryFn: ({ signal }) =>
      apiRequest(`${adminUsersPath}?approval=pending&pageSize=50`, { schema: AdminUserListSchema, signal }),
    retry: false,
    enabled,
  });
}
