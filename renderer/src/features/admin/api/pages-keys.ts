import type { PageListQuery } from '../../../../../contract/admin/admin-pages';

/** Admin page query keys: the list and detail factories build theirs here, mutations invalidate by prefix. */
export const adminPageKeys = {
  all: ['admin', 'pages'] as const,
  list: (query: PageListQuery) => [...adminPageKeys.all, 'list', query] as const,
  detail: (id: number) => [...adminPageKeys.all, 'detail', id] as const,
};
