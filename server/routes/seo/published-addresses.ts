import type { FastifyInstance } from 'fastify';
import type { PublicArticleSummary } from '../../../contract/articles';
import { articlePath, topicSlug } from '../../../contract/articles';
import { publicPagePath, publicSubpagePath } from '../../../contract/site-routes';

export interface PublishedAddress {
  path: string;
  /** When what the address shows last changed; left out where nothing published says (an empty listing). */
  updatedAt?: string;
}

const newest = (dates: readonly string[]) =>
  dates.reduce<string | undefined>((a, b) => (a && a > b ? a : b), undefined);

/**
 * The insights addresses (issue 30): the listing, each topic's listing and each published article, drafts never.
 * A listing changed when the newest change among the articles it lists did.
 */
export function insightsAddresses(articles: readonly PublicArticleSummary[]): PublishedAddress[] {
  const topics = new Map<string, string[]>();
  for (const article of articles) {
    for (const topic of new Set(article.topics.map(topicSlug))) {
      if (topic !== '') topics.set(topic, [...(topics.get(topic) ?? []), article.updatedAt]);
    }
  }
  const listing = newest(articles.map((article) => article.updatedAt));
  return [
    { path: '/insights', ...(listing ? { updatedAt: listing } : {}) },
    ...[...topics].map(([topic, dates]) => ({ path: `/insights/topics/${topic}`, updatedAt: newest(dates) })),
    ...articles.map((article) => ({ path: articlePath(article.slug), updatedAt: article.updatedAt })),
  ];
}

/** Every published page, subpage and article at the address a route shows it, drafts never (the repositories' rule). */
export async function publishedAddresses(app: FastifyInstance): Promise<PublishedAddress[]> {
  const [pages, subpages, articles] = await Promise.all([
    app.repos.pages.listPublishedUpdates(),
    app.repos.subpages.listPublishedUpdates(),
    app.repos.articles.summaries(),
  ]);
  const addresses: PublishedAddress[] = [];
  for (const page of pages) {
    const path = publicPagePath(page.slug);
    if (path) addresses.push({ path, updatedAt: page.updatedAt });
  }
  for (const subpage of subpages) {
    const path = publicSubpagePath(subpage.parentSlug, subpage.slug);
    if (path) addresses.push({ path, updatedAt: subpage.updatedAt });
  }
  return [...addresses, ...insightsAddresses(articles)];
}
