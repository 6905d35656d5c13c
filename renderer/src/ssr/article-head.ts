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
import { articleJsonLd } from './structured-data';
import { socialImageHead } from './social-image-head';
import { articleSocialImage, insightsSocialImage, topicSocialImage } from '../../../contract/social-image';

/**
 * The picture link previews and the JSON-LD show for an article: the server's drawing of its title over its cover
 * (contract/social-image.ts), a PNG every preview can show, where the seeded covers are SVG.
 */
function articlePreview(article: Pick<PublicArticleSummary, 'cover' | 'slug' | 'title'>) {
  return socialImageHead(articleSocialImage(article));
}

/** An article's head: og:type article with its times and topics, and its Article (or NewsArticle) JSON-LD. */
export function articleHead(client: QueryClient, slug: string, siteUrl: string): HeadDescription | null {
  const article = client.getQueryData(getArticleQueryOptions(slug).queryKey);
  if (!article || isPublicRedirect(article)) return null;
  const canonicalPath = paths.article(article.slug);
  const preview = articlePreview(article);
  return {
    title: article.title,
    description: article.summary,
    canonicalPath,
    ...preview,
    jsonLd: [articleJsonLd(siteUrl, article, { url: `${siteUrl}${canonicalPath}`, image: preview.image })],
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
    ...socialImageHead(
      view.topic !== undefined && outcome.topicLabel
        ? topicSocialImage(view.topic, outcome.topicLabel)
        : insightsSocialImage,
    ),
    jsonLd: [],
  };
}
