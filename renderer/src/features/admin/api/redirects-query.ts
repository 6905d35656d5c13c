import { queryOptions, useQuery } from '@tanstack/react-query';
import { RedirectListSchema } from '../../../../../contract/admin/admin-redirects';
import { apiRequest } from '../../../lib/api/request';

export const adminRedirectsPath = '/api/admin/redirects';

/** Renames add redirects too, so page and subpage saves invalidate this key as well. */
export const adminRedirectsKey = ['admin', 'redirects'] as const;

export function getAdminRedirectsQueryOptions() {
  return queryOptions({
    queryKey: adminRedirectsKey,
    queryFn: ({ signal }) => apiRequest(adminRedirectsPath, { schema: RedirectListSchema, signal }),
    retry: false,
  });
}

export function useAdminRedirects() {
  return useQuery(getAdminRedirectsQueryOptions());
}
