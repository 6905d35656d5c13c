import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdminPageSchema } from '../../../../../contract/admin/admin-pages';
import { apiRequest } from '../../../lib/api/request';
import { adminPageKeys } from './pages-keys';

export function getAdminPage(id: number, signal?: AbortSignal) {
  return apiRequest(`/api/admin/pages/${id}`, { schema: AdminPageSchema, signal });
}

export function adminPageQueryOptions(id: number) {
  // The editor starts over when this data changes, so a refetch on focus must not discard unsaved edits.
  return queryOptions({
    refetchOnWindowFocus: false,
    queryKey: adminPageKeys.detail(id),
    queryFn: ({ signal }) => getAdminPage(id, signal),
  });
}

export function useAdminPage(id: number) {
  return useQuery(adminPageQueryOptions(id));
}
