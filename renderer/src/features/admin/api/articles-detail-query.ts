import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdminArticleSchema } from '../../../../../contract/admin/admin-articles';
import { apiRequest } from '../../../lib/api/request';
import { adminArticleKeys } from './articles-keys';

export function getAdminArticle(id: number, signal?: AbortSignal) {
  return apiRequest(`/api/admin/articles/${id}`, { schema: AdminArticleSchema, signal });
}

export function adminArticleQueryOptions(id: number) {
  // As for pages: the editor starts over when this data changes, so a refetch on focus must not discard edits.
  return queryOptions({
    refetchOnWindowFocus: false,
    queryKey: adminArticleKeys.detail(id),
    queryFn: ({ signal }) => getAdminArticle(id, signal),
  });
}

export function useAdminArticle(id: number) {
  return useQuery(adminArticleQueryOptions(id));
}
