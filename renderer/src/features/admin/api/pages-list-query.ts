import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PageListQuery } from '../../../../../contract/admin/admin-pages';
import { AdminPageListSchema } from '../../../../../contract/admin/admin-pages';
import { apiRequest } from '../../../lib/api/request';
import { adminPageKeys } from './pages-keys';
import { listSearch } from './pages-list-search';

/** The pages list pages by cursor (`cursor` replaces `page`); subpages, few per page, by number. */
export type PagesListParams = PageListQuery & { cursor?: string | undefined };

export function getAdminPages(query: PagesListParams, signal?: AbortSignal) {
  return apiRequest(`/api/admin/pages${listSearch(query)}`, { schema: AdminPageListSchema, signal });
}

export function adminPagesQueryOptions(query: PagesListParams) {
  return queryOptions({
    queryKey: adminPageKeys.list(query),
    queryFn: ({ signal }) => getAdminPages(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminPages(query: PagesListParams) {
  return useQuery(adminPagesQueryOptions(query));
}
