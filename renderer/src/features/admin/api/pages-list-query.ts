import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PageListQuery } from '../../../../../contract/admin/admin-pages';
import { AdminPageListSchema } from '../../../../../contract/admin/admin-pages';
import { apiRequest } from '../../../lib/api/request';
import { adminPageKeys } from './pages-keys';
import { listSearch } from './pages-list-search';

export function getAdminPages(query: PageListQuery, signal?: AbortSignal) {
  return apiRequest(`/api/admin/pages${listSearch(query)}`, { schema: AdminPageListSchema, signal });
}

export function adminPagesQueryOptions(query: PageListQuery) {
  return queryOptions({
    queryKey: adminPageKeys.list(query),
    queryFn: ({ signal }) => getAdminPages(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminPages(query: PageListQuery) {
  return useQuery(adminPagesQueryOptions(query));
}
