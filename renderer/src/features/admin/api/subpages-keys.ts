import type { PageListQuery } from '../../../../../contract/admin/admin-pages';

export const adminSubpageKeys = {
  all: ['admin', 'subpages'] as const,
  list: (pageId: number, query: PageListQuery) => [...adminSubpageKeys.all, 'list', pageId, query] as const,
  detail: (id: number) => [...adminSubpageKeys.all, 'detail', id] as const,
};
