import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ArticleListQuery } from '../../../../../contract/admin/admin-articles';
import { AdminArticleListSchema } from '../../../../../contract/admin/admin-articles';
import { apiRequest } from '../../../lib/api/request';
import { adminArticleKeys } from './articles-keys';

/** The list's query string; blank filters stay out of it. */
export function articleListSearch(query: ArticleListQuery): string {
  const params = new URLSearchParams();
  for (const key of ['q', 'status', 'kind', 'authorId'] as const) {
    const value = query[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  params.set('page', String(query.page));
  params.set('pageSize', String(query.pageSize));
  return `?${params.toString()}`;
}

export function getAdminArticles(query: ArticleListQuery, signal?: AbortSignal) {
  return apiRequest(`/api/admin/articles${articleListSearch(query)}`, { schema: AdminArticleListSchema, signal });
}

export function useAdminArticles(query: ArticleListQuery) {
  return useQuery(
    queryOptions({
      queryKey: adminArticleKeys.list(query),
      queryFn: ({ signal }) => getAdminArticles(query, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
