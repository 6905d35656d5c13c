import type { FastifyInstance } from 'fastify';
import type { ContentChange } from '../../http/content-change';
import { feedRoute } from './feed-route';
import { robotsRoute } from './robots-route';
import { securityTxtRoute } from './security-txt-route';
import { sitemapRoute } from './sitemap-route';

/**
 * What search engines, feed readers (and security researchers) read besides the pages; in the public content scope, so they get
 * ETag and no-cache. Returns what drops the kept sitemap and feed on a content change.
 */
export function registerSeoRoutes(
  app: FastifyInstance,
  siteUrl: string,
  options: { urlsPerSitemap?: number } = {},
): ((change: ContentChange) => void)[] {
  const invalidators = [sitemapRoute(app, siteUrl, options.urlsPerSitemap), feedRoute(app, siteUrl)];
  robotsRoute(app, siteUrl);
  securityTxtRoute(app, siteUrl);
  return invalidators;
}
