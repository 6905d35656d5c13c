import type { FastifyInstance } from 'fastify';
import type { ContentChange } from '../../http/content-change';
import { robotsRoute } from './robots-route';
import { securityTxtRoute } from './security-txt-route';
import { sitemapRoute } from './sitemap-route';

/**
 * What search engines (and security researchers) read besides the pages; in the public content scope, so they get
 * ETag and no-cache. Returns what drops the kept sitemap on a content change.
 */
export function registerSeoRoutes(
  app: FastifyInstance,
  siteUrl: string,
  options: { urlsPerSitemap?: number } = {},
): (change: ContentChange) => void {
  const invalidateSitemap = sitemapRoute(app, siteUrl, options.urlsPerSitemap);
  robotsRoute(app, siteUrl);
  securityTxtRoute(app, siteUrl);
  return invalidateSitemap;
}
