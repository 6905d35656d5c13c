import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PageListQuery } from '../../../../../contract/admin/admin-pages';
import { AdminSubpageListSchema } from '../../../../../contract/admin/admin-pages';
import { apiRequest } from '../../../lib/api/request';
import { listSearch } from './pages-list-search';
import { adminSubpageKeys } from './subpages-keys';

export function getAdminSubpages(pageId: number, query: PageListQuery, signal?: AbortSignal) {
  return apiRequest(`/api/admin/pages/${pageId}/subpages${listSearch(query)}`, {
    schema: AdminSubpageListSchema,
    signal,
  });
}

export function adminSubpagesQueryOptions(pageId: number, query: PageListQuery) {
  return queryOptions({
    queryKey: adminSubpageKeys.list(pageId, query),
    queryFn: ({ signal }) => getAdminSubpages(pageId, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminSubpages(pageId: number, query: PageListQuery) {
  return useQuery(adminSubpagesQueryOptions(pageId, query));
}
