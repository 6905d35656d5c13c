import type { PageListQuery } from '../../../../../contract/admin/admin-pages';

/** The query string of a page or subpage list; blank filters stay out of the URL, a cursor replaces the page. */
export function listSearch(query: PageListQuery & { cursor?: string | undefined }): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.status) params.set('status', query.status);
  if (query.cursor) params.set('cursor', query.cursor);
  else params.set('page', String(query.page));
  params.set('pageSize', String(query.pageSize));
  return `?${params.toString()}`;
}
