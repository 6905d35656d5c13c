import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdminSubpageSchema } from '../../../../../contract/admin/admin-pages';
import { apiRequest } from '../../../lib/api/request';
import { adminSubpageKeys } from './subpages-keys';

export function getAdminSubpage(id: number, signal?: AbortSignal) {
  return apiRequest(`/api/admin/subpages/${id}`, { schema: AdminSubpageSchema, signal });
}

export function adminSubpageQueryOptions(id: number) {
  // The editor starts over when this data changes, so a refetch on focus must not discard unsaved edits.
  return queryOptions({
    refetchOnWindowFocus: false,
    queryKey: adminSubpageKeys.detail(id),
    queryFn: ({ signal }) => getAdminSubpage(id, signal),
  });
}

export function useAdminSubpage(id: number) {
  return useQuery(adminSubpageQueryOptions(id));
}
