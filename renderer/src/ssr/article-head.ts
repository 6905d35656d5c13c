import type { QueryClient } from '@tanstack/react-query';
import { articleKindLabels } from '../../../contract/article-kinds';
import type { PublicArticleSummary } from '../../../contract/articles';
import { isPublicRedirect } from '../../../contract/public-redirect';
import { getArticleListQueryOptions, getArticleQueryOptions, topicIndexView } from '../lib/api/insights-query';
import { listingOutcome } from '../lib/insights/listing-outcome';
import { listingDescription, listingTitle } from '../lib/insights/listing-words';
import { articleListHref, articleListView } from '../lib/insights/listing-view';
import { paths } from '../lib/paths';
import type { HeadDescription } from './document-head';
import { defaultPreviewImage, previewableImage } from './document-head';
import { articleJsonLd } from './structured-data';

/**
 * The picture link previews and the JSON-LD show for an article: its cover where previews can show it (an SVG
 * cover cannot be), else the site's. One place to change, for a preview image made per article.
 */
export function articlePreviewImage(article: Pick<PublicArticleSummary, 'cover' | 'slug'>): string {
  return (article.cover && previewableImage(article.cover)) ?? defaultPreviewImage;
}

/** An article's head: og:type article with its times and topics, and its Article (or NewsArticle) JSON-LD. */
export function articleHead(client: QueryClient, slug: string, siteUrl: string): HeadDescription | null {
  const article = client.getQueryData(getArticleQueryOptions(slug).queryKey);
  if (!article || isPublicRedirect(article)) return null;
  const canonicalPath = paths.article(article.slug);
  const image = articlePreviewImage(article);
  return {
    title: article.title,
    description: article.summary,
    canonicalPath,
    image,
    jsonLd: [articleJsonLd(siteUrl, article, { url: `${siteUrl}${canonicalPath}`, image })],
    article: {
      publishedTime: article.publishedAt,
      modifiedTime: article.updatedAt,
      section: articleKindLabels[article.kind],
      tags: article.topics,
    },
  };
}

/**
 * The listing's head, or null where the page shows not-found. Its canonical address is the view's own (a topic
 * filter's is its topic page), so each filtered page is one address.
 */
export function insightsListingHead(
  client: QueryClient,
  route: { topic: string | undefined; search: string },
): HeadDescription | null {
  const view = articleListView(new URLSearchParams(route.search), route.topic);
  const list = client.getQueryData(getArticleListQueryOptions(view).queryKey);
  const index = client.getQueryData(getArticleListQueryOptions(topicIndexView).queryKey);
  if (!list || !index) return null;
  const outcome = listingOutcome(view, list, index);
  if (!outcome.shown) return null;
  return {
    title: listingTitle(outcome.topicLabel),
    description: listingDescription(outcome.topicLabel),
    canonicalPath: articleListHref(view, view.topic !== undefined),
    image: defaultPreviewImage,
    jsonLd: [],
  };
}
