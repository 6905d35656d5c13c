import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import { hasOwnCallToAction } from '../../../contract/page-content/own-cta';
import {
  fixedPageSlugs,
  isDynamicPageSlug,
  isSubpageAddressAllowed,
  policyPageSlugs,
} from '../../../contract/site-routes';
import { getCtaContentQueryOptions } from '../lib/api/cta-content-query';
import { getFooterContentQueryOptions } from '../lib/api/footer-content-query';
import { getHeaderConfigQueryOptions } from '../lib/api/header-config-query';
import { getPageQueryOptions } from '../lib/api/page-query';
import { getSubpageQueryOptions } from '../lib/api/subpage-query';
import { paths } from '../lib/paths';
import { getArticleListQueryOptions, getArticleQueryOptions, topicIndexView } from '../lib/api/insights-query';
import { articleListView } from '../lib/insights/listing-view';
import { latestArticlesView } from '../lib/insights/latest-articles';
import type { PublicRedirect } from '../../../contract/public-redirect';
import { isPublicRedirect } from '../../../contract/public-redirect';

/** Fixed public pages inside the shared layout, each backed by the server page of the same slug. */
export const fixedPages: { path: string; slug: string }[] = fixedPageSlugs.map((slug) => ({
  path: slug === 'home' ? paths.homeAlias : paths.page(slug),
  slug,
}));

export const policyPaths = policyPageSlugs.map((slug) => paths.page(slug));

/** What a public address shows, decided by the same rules as `AppRoutes` (kept beside it in this folder). */
export type PublicRoute =
  | { kind: 'page'; slug: string; policy: boolean }
  | { kind: 'subpage'; parentSlug: string; slug: string }
  /** `/insights` and `/insights/topics/{topic}`, with the filters and page of the address's query string. */
  | { kind: 'insights'; topic: string | undefined; search: string }
  | { kind: 'article'; slug: string }
  | { kind: 'not-found' };

/**
 * The path as the router matches it: React Router decodes each segment (keeping an encoded `/` encoded) before
 * matching, so `/%00` reaches `DynamicPageRoute` with the slug "\u0000". Resolving the raw path instead prefetched
 * another slug than the one drawn, and the page went out as a loading skeleton with a 200.
 */
function routerPath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    // The router keeps a path that does not decode as it is, and so does this.
    return pathname;
  }
}

/** What an address's path (as it arrives, percent-encoded) shows; `search` is its query string, without the `?`. */
export function resolvePublicRoute(pathname: string, search = ''): PublicRoute {
  const decoded = routerPath(pathname);
  const path = decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
  if (path === paths.home) return { kind: 'page', slug: 'home', policy: false };
  if (path === paths.insights) return { kind: 'insights', topic: undefined, search };
  const topic = matchPath(paths.insightsTopic(':topic'), path);
  if (topic) return { kind: 'insights', topic: topic.params.topic ?? '', search };
  const article = matchPath(paths.article(':slug'), path);
  if (article) return { kind: 'article', slug: article.params.slug ?? '' };
  const fixed = fixedPages.find((page) => page.path === path);
  if (fixed) return { kind: 'page', slug: fixed.slug, policy: false };
  const policy = policyPageSlugs.find((slug) => paths.page(slug) === path);
  if (policy) return { kind: 'page', slug: policy, policy: true };
  const page = matchPath('/:slug', path);
  if (page) {
    const slug = page.params.slug ?? '';
    return isDynamicPageSlug(slug) ? { kind: 'page', slug, policy: false } : { kind: 'not-found' };
  }
  const subpage = matchPath('/:parentSlug/:subpageSlug', path) ?? matchPath('/:parentSlug/subpage/:subpageSlug', path);
  const parentSlug = subpage?.params.parentSlug ?? '';
  if (subpage && isSubpageAddressAllowed(parentSlug, subpage.params.subpageSlug ?? '')) {
    return { kind: 'subpage', parentSlug, slug: subpage.params.subpageSlug ?? '' };
  }
  return { kind: 'not-found' };
}

/** Loads one query of a route into a client (the server's prefetch before it renders). */
export type RouteQuery = (client: QueryClient) => Promise<void>;

/**
 * The queries each route's components read on their first render, so the server can fetch them before it
 * renders and send them along. Anything not listed (the form token, search) is fetched in the browser.
 */
export function routeQueries(route: PublicRoute): RouteQuery[] {
  const layout: RouteQuery[] = [
    (client) => client.prefetchQuery(getHeaderConfigQueryOptions()),
    (client) => client.prefetchQuery(getFooterContentQueryOptions()),
  ];
  // The page, then the shared call to action if the page has none of its own (see `PageSections`): only what
  // the page will show is fetched and sent along.
  const withClosingCta =
    (
      prefetch: RouteQuery,
      read: (client: QueryClient) => { blocks: readonly { type: string }[] } | PublicRedirect | null | undefined,
    ) =>
    async (client: QueryClient) => {
      await prefetch(client);
      const page = read(client);
      // A moved address shows nothing of its own: the page view navigates to where it moved.
      if (page && !isPublicRedirect(page) && !hasOwnCallToAction(page.blocks))
        await client.prefetchQuery(getCtaContentQueryOptions());
    };
  switch (route.kind) {
    case 'page': {
      // The policy page has no header or footer; its slim bar needs nothing from the server.
      if (route.policy) return [(client) => client.prefetchQuery(getPageQueryOptions(route.slug))];
      const page = getPageQueryOptions(route.slug);
      // The home page shows the newest articles below its own blocks (issue 30).
      const latest: RouteQuery[] =
        route.slug === 'home' ? [(client) => client.prefetchQuery(getArticleListQueryOptions(latestArticlesView))] : [];
      return [
        ...layout,
        ...latest,
        withClosingCta(
          (client) => client.prefetchQuery(page),
          (client) => client.getQueryData(page.queryKey),
        ),
      ];
    }
    case 'subpage': {
      const subpage = getSubpageQueryOptions(route.parentSlug, route.slug);
      return [
        ...layout,
        withClosingCta(
          (client) => client.prefetchQuery(subpage),
          (client) => client.getQueryData(subpage.queryKey),
        ),
      ];
    }
    case 'insights': {
      const view = articleListView(new URLSearchParams(route.search), route.topic);
      return [
        ...layout,
        (client) => client.prefetchQuery(getArticleListQueryOptions(view)),
        (client) => client.prefetchQuery(getArticleListQueryOptions(topicIndexView)),
        (client) => client.prefetchQuery(getCtaContentQueryOptions()),
      ];
    }
    case 'article': {
      const article = getArticleQueryOptions(route.slug);
      return [
        ...layout,
        withClosingCta(
          (client) => client.prefetchQuery(article),
          (client) => {
            const answer = client.getQueryData(article.queryKey);
            return answer && !isPublicRedirect(answer) ? { blocks: answer.validated.later } : answer;
          },
        ),
      ];
    }
    case 'not-found':
      return layout;
  }
}
