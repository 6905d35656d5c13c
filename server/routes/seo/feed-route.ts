import type { FastifyInstance } from 'fastify';
import { insightsFeed, insightsFeedEntries } from '../../../contract/insights-feed';
import type { ContentChange } from '../../http/content-change';
import { articlesChanged } from './articles-changed';
import { atomFeedXml } from './atom-feed';
import { keptBuild } from './kept-build';
import { keptDocument, sendKeptDocument } from './kept-document';

/**
 * GET /insights/feed.xml — the Atom feed of published articles, drafts never (the repository reads live rows).
 * Built once and kept, like the sitemap, until a change touches the articles or the people who write them; feed
 * readers poll it, and its ETag (the public content scope's) answers most polls with a 304. Returns the
 * invalidation the app calls with every content change.
 */
export function feedRoute(app: FastifyInstance, siteUrl: string): (change: ContentChange) => void {
  const feed = keptBuild(async () =>
    keptDocument(atomFeedXml(siteUrl, (await app.repos.articles.summaries()).slice(0, insightsFeedEntries))),
  );
  app.get(insightsFeed.path, async (request, reply) =>
    sendKeptDocument(request, reply, `${insightsFeed.type}; charset=utf-8`, await feed.read()),
  );
  return (change) => {
    if (articlesChanged(change)) feed.drop();
  };
}
