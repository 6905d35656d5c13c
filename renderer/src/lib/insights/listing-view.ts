import type { ArticleKind } from '../../../../contract/articles';
import { articleKinds } from '../../../../contract/article-kinds';
import { pageViewParams } from '../../../../contract/page-view-query';
import type { ArticleListView } from '../api/insights-query';
import { paths } from '../paths';

const isKind = (value: string | null): value is ArticleKind =>
  value !== null && (articleKinds as readonly string[]).includes(value);

/**
 * The view an insights address names: `/insights?kind=advisory&topic=cloud-security&page=2`, or a topic page
 * (`/insights/topics/{topic}`, whose topic is its path's). Read the same way by the server's prefetch and the page,
 * so both ask for the same query. A kind the site does not have reads as every kind, and a page that is not a
 * whole number from 1 as the first, as the articles section reads a stale filter: the link still shows something.
 */
export function articleListView(search: URLSearchParams, pathTopic?: string): ArticleListView {
  const kind = search.get(pageViewParams.kind);
  const topic = pathTopic ?? search.get(pageViewParams.topic) ?? '';
  const page = Number(search.get(pageViewParams.page) ?? '1');
  return {
    kind: isKind(kind) ? kind : undefined,
    topic: topic === '' ? undefined : topic,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/**
 * The address of a listing view: real links, so the filters and pages work without JavaScript. A topic page keeps
 * its topic in its path; the first page and "every kind" leave their parameter out, so each view has one address.
 */
export function articleListHref(view: ArticleListView, topicPage: boolean): string {
  const query = new URLSearchParams();
  if (view.kind) query.set(pageViewParams.kind, view.kind);
  if (view.topic && !topicPage) query.set(pageViewParams.topic, view.topic);
  if (view.page > 1) query.set(pageViewParams.page, String(view.page));
  const path = topicPage && view.topic ? paths.insightsTopic(view.topic) : paths.insights;
  const search = query.toString();
  return search === '' ? path : `${path}?${search}`;
}
