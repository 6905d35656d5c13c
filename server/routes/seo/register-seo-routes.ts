import type { FastifyInstance } from 'fastify';
import { robotsRoute } from './robots-route';
import { securityTxtRoute } from './security-txt-route';
import { sitemapRoute } from './sitemap-route';

/** What search engines (and security researchers) read besides the pages; in the public content scope, so they get ETag and no-cache. */
export function registerSeoRoutes(app: FastifyInstance, siteUrl: string): void {
  sitemapRoute(app, siteUrl);
  robotsRoute(app, siteUrl);
  securityTxtRoute(app, siteUrl);
}
