import type { ArticleListQuery } from '../../../../../contract/admin/admin-articles';

/** Admin article query keys (issue 30): the list and detail factories build theirs here, writes invalidate by prefix. */
export const adminArticleKeys = {
  all: ['admin', 'articles'] as const,
  list: (query: ArticleListQuery) => [...adminArticleKeys.all, 'list', query] as const,
  detail: (id: number) => [...adminArticleKeys.all, 'detail', id] as const,
};
