import type { PageListQuery } from '../../../../../contract/admin/admin-pages';

/** The query string of a page or subpage list; blank filters stay out of the URL. */
export function listSearch(query: PageListQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.status) params.set('status', query.status);
  params.set('page', String(query.page));
  params.set('pageSize', String(query.pageSize));
  return `?${params.toString()}`;
}
