import type { PublicArticleList } from '../../../../contract/articles';
import { topicSlug } from '../../../../contract/article-kinds';
import type { ArticleListView } from '../api/insights-query';

export interface TopicOption {
  slug: string;
  label: string;
}

export type ListingOutcome =
  { shown: false } | { shown: true; topics: TopicOption[]; topicLabel: string | undefined; pageCount: number };

/** Each topic once, by its slug, as first spelled, in alphabetical order: the topic filter's links. */
export function topicOptions(lists: readonly PublicArticleList[]): TopicOption[] {
  const topics = new Map<string, string>();
  for (const item of lists.flatMap((list) => list.items)) {
    for (const label of item.topics) if (!topics.has(topicSlug(label))) topics.set(topicSlug(label), label);
  }
  return [...topics].map(([slug, label]) => ({ slug, label })).sort((a, b) => a.label.localeCompare(b.label, 'en'));
}

/**
 * Whether a listing view shows anything, decided the same way by the page (which draws not-found) and the server's
 * head: a topic no article has, or a page past the last, is not an address of the site (a 404), while a filter
 * that leaves a real topic with no articles of one kind shows that it found none. `index` is the newest articles,
 * whose topics the filter offers; a topic only older articles carry is still found through the view's own list.
 */
export function listingOutcome(
  view: ArticleListView,
  list: PublicArticleList,
  index: PublicArticleList,
): ListingOutcome {
  const topics = topicOptions([index, list]);
  const topicLabel = view.topic === undefined ? undefined : topics.find((topic) => topic.slug === view.topic)?.label;
  const pageCount = Math.max(1, Math.ceil(list.total / list.pageSize));
  if (view.topic !== undefined && topicLabel === undefined) return { shown: false };
  if (view.page > pageCount) return { shown: false };
  return { shown: true, topics, topicLabel, pageCount };
}
