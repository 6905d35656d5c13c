import type { QueryClient } from '@tanstack/react-query';
import { brand } from '../../../contract/brand';
import type { PublicPage, PublicSubpage } from '../../../contract/pages';
import type { ParsedBlock, ValidatedPage } from '../lib/api/validated-page';
import type { PublicRoute } from '../app/public-routes';
import { getFooterContentQueryOptions } from '../lib/api/footer-content-query';
import { getPageQueryOptions } from '../lib/api/page-query';
import { getSubpageQueryOptions } from '../lib/api/subpage-query';
import { paths } from '../lib/paths';
import type { HeadDescription } from './document-head';
import { defaultPreviewImage, defaultPreviewImageSize } from './document-head';
import { socialImageHead } from './social-image-head';
import { entryAnchorId } from '../components/page-sections/sections/entry-anchor';
import { breadcrumbJsonLd, faqPageJsonLd, jobPostingJsonLd, organizationJsonLd } from './structured-data';
import { isPublicRedirect } from '../../../contract/public-redirect';
import { getArticleListQueryOptions, getArticleQueryOptions, topicIndexView } from '../lib/api/insights-query';
import { articleListView } from '../lib/insights/listing-view';
import { articleHead, insightsListingHead } from './article-head';
import { socialArt } from '../../../contract/social-image';

/** The same words the not-found page sets in the browser. */
const notFoundHead: HeadDescription = {
  title: 'Page not found',
  description: 'The page you were looking for does not exist or has moved.',
  canonicalPath: null,
  image: defaultPreviewImage,
  imageSize: defaultPreviewImageSize,
  imageAlt: `${brand.name}: ${brand.tagline}`,
  jsonLd: [],
};

/**
 * What the page's sections say that search engines read as structured data: one FAQPage for all its questions,
 * one JobPosting per open role (each at its own anchor), built from the blocks the page draws.
 */
function sectionsJsonLd(
  page: ValidatedPage<PublicPage | PublicSubpage>,
  canonicalPath: string,
  siteUrl: string,
): Record<string, unknown>[] {
  const drawn = page.validated.later.filter((block): block is ParsedBlock => !('reason' in block));
  const questions = drawn.flatMap((block) => (block.type === 'faq' ? block.data.items : []));
  const postings = drawn.flatMap((block) =>
    block.type === 'jobListingsSection'
      ? block.data.jobPostings.map((posting) =>
          jobPostingJsonLd(siteUrl, posting, {
            url: `${siteUrl}${canonicalPath}#${entryAnchorId(block.anchor, posting.title)}`,
            datePosted: page.updatedAt,
          }),
        )
      : [],
  );
  return [...(questions.length > 0 ? [faqPageJsonLd(questions)] : []), ...postings];
}

function pageHead(
  page: ValidatedPage<PublicPage | PublicSubpage>,
  canonicalPath: string,
  siteUrl: string,
): HeadDescription {
  const subpage = 'parentSlug' in page;
  return {
    title: page.title,
    description: page.description || brand.tagline,
    canonicalPath,
    // Its own picture, drawn by the server from its title and banner art (issue 31).
    ...socialImageHead({
      kind: subpage ? 'subpage' : 'page',
      slug: subpage ? `${page.parentSlug}/${page.slug}` : page.slug,
      title: page.title,
      art: socialArt(page.blocks),
    }),
    jsonLd: sectionsJsonLd(page, canonicalPath, siteUrl),
  };
}

/** The head of a rendered route, from the data its prefetch left in the client; null data is not-found. */
export function routeHead(route: PublicRoute, client: QueryClient, siteUrl: string): HeadDescription {
  if (route.kind === 'page') {
    const page = client.getQueryData(getPageQueryOptions(route.slug).queryKey);
    if (!page || isPublicRedirect(page)) return notFoundHead;
    const head = pageHead(page, paths.page(route.slug), siteUrl);
    const footer = client.getQueryData(getFooterContentQueryOptions().queryKey);
    if (route.slug === 'home' && footer) head.jsonLd.push(organizationJsonLd(siteUrl, footer));
    return head;
  }
  if (route.kind === 'subpage') {
    const subpage = client.getQueryData(getSubpageQueryOptions(route.parentSlug, route.slug).queryKey);
    if (!subpage || isPublicRedirect(subpage)) return notFoundHead;
    const head = pageHead(subpage, paths.subpage(subpage.parentSlug, subpage.slug), siteUrl);
    head.jsonLd.push(breadcrumbJsonLd(siteUrl, subpage));
    return head;
  }
  if (route.kind === 'article') return articleHead(client, route.slug, siteUrl) ?? notFoundHead;
  if (route.kind === 'insights') return insightsListingHead(client, route) ?? notFoundHead;
  return notFoundHead;
}

/** Whether the route's own content failed to load (the server answers 503 rather than cache an error view). */
export function routeContentFailed(route: PublicRoute, client: QueryClient): boolean {
  const keys: readonly (readonly unknown[])[] =
    route.kind === 'page'
      ? [getPageQueryOptions(route.slug).queryKey]
      : route.kind === 'subpage'
        ? [getSubpageQueryOptions(route.parentSlug, route.slug).queryKey]
        : route.kind === 'article'
          ? [getArticleQueryOptions(route.slug).queryKey]
          : route.kind === 'insights'
            ? [
                getArticleListQueryOptions(articleListView(new URLSearchParams(route.search), route.topic)).queryKey,
                getArticleListQueryOptions(topicIndexView).queryKey,
              ]
            : [];
  return keys.some((key) => client.getQueryState(key)?.status === 'error');
}

/**
 * Whether the render drew a page or subpage whose content it never fetched: the route resolved before rendering
 * and the one the router drew disagree, and the page shows its loading skeleton. Such a render must not go out
 * (or be cached) as a 200, nor as a 404: it is a failed render.
 */
export function drewUnfetchedContent(client: QueryClient): boolean {
  const details = [
    getPageQueryOptions('').queryKey.slice(0, -1),
    getSubpageQueryOptions('', '').queryKey.slice(0, -2),
    getArticleQueryOptions('').queryKey.slice(0, -1),
  ];
  return details.some(
    (queryKey) =>
      client.getQueryCache().findAll({ queryKey, predicate: (query) => query.state.status === 'pending' }).length > 0,
  );
}
