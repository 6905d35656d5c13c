import { useSearchParams } from 'react-router-dom';
import type { ArticleListQuery } from '../../../../../contract/admin/admin-articles';
import { defaultPageSize } from '../../../../../contract/admin/paging';
import type { ArticleKind } from '../../../../../contract/articles';
import { articleKinds } from '../../../../../contract/articles';

export type ArticleFilter = 'q' | 'status' | 'kind' | 'page';

/** The list's query from the address (`?q=&status=&kind=&page=`): anything unknown there is no filter. */
export function articleListQuery(params: URLSearchParams): ArticleListQuery {
  const status = params.get('status');
  const kind = params.get('kind');
  const page = Number(params.get('page'));
  return {
    q: params.get('q') || undefined,
    status: status === 'draft' || status === 'published' ? status : undefined,
    kind: articleKinds.includes(kind as ArticleKind) ? (kind as ArticleKind) : undefined,
    authorId: undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: defaultPageSize,
  };
}

/** The address's parameters after a change; a new search or filter starts again from its first page. */
export function changedParams(params: URLSearchParams, change: Partial<Record<ArticleFilter, string>>) {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(change)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  if (!('page' in change)) next.delete('page');
  return next;
}

/** As the page lists do: the filters live in the address, so a filtered view can be shared or reloaded. */
export function useArticleListQuery(): [ArticleListQuery, (change: Partial<Record<ArticleFilter, string>>) => void] {
  const [params, setParams] = useSearchParams();
  return [articleListQuery(params), (change) => setParams(changedParams(params, change), { replace: true })];
}
