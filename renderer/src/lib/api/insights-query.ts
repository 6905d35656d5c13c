import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArticleKind } from '../../../../contract/articles';

/** What one listing view asks for: the filters and page its address names (`/insights?kind=guide&page=2`). */
export interface ArticleListView {
  kind?: ArticleKind | undefined;
  /** A topic's slug (`cloud-security`). */
  topic?: string | undefined;
  page: number;
  /** Left out for the listing's own page size (the server's default). */
  pageSize?: number | undefined;
}

// The fetchers validate answers with the contract's schemas, so they load on the first fetch (see their module).
export function getArticleListQueryOptions(view: ArticleListView) {
  const key = { kind: view.kind ?? null, topic: view.topic ?? null, page: view.page, pageSize: view.pageSize ?? null };
  return queryOptions({
    queryKey: ['public', 'articles', 'list', key] as const,
    queryFn: async ({ signal }) => (await import('./insights-fetch')).getArticleList(view, signal),
  });
}

/** The newest articles the listing's topic filter offers (the largest page the list answers). */
export const topicIndexView: ArticleListView = { page: 1, pageSize: 50 };

export function getArticleQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['public', 'articles', 'detail', slug] as const,
    queryFn: async ({ signal }) => (await import('./insights-fetch')).getArticle(slug, signal),
  });
}

export function useArticleList(view: ArticleListView) {
  return useQuery(getArticleListQueryOptions(view));
}

export function useArticle(slug: string) {
  return useQuery(getArticleQueryOptions(slug));
}
