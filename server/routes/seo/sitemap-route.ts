import type { FastifyInstance } from 'fastify';
import { publicPagePath, publicSubpagePath } from '../../../contract/site-routes';

export interface SitemapEntry {
  path: string;
  updatedAt: string;
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function sitemapXml(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `  <url>\n    <loc>${escapeXml(`${siteUrl}${entry.path}`)}</loc>\n    <lastmod>${escapeXml(entry.updatedAt)}</lastmod>\n  </url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Every published page and subpage at the address a route shows it, drafts never (the repositories' rule). */
export function sitemapRoute(app: FastifyInstance, siteUrl: string): void {
  app.get('/sitemap.xml', async (_request, reply) => {
    const [pages, subpages] = await Promise.all([
      app.repos.pages.listPublishedUpdates(),
      app.repos.subpages.listPublishedUpdates(),
    ]);
    const entries: SitemapEntry[] = [];
    for (const page of pages) {
      const path = publicPagePath(page.slug);
      if (path) entries.push({ path, updatedAt: page.updatedAt });
    }
    for (const subpage of subpages) {
      const path = publicSubpagePath(subpage.parentSlug, subpage.slug);
      if (path) entries.push({ path, updatedAt: subpage.updatedAt });
    }
    return reply.type('application/xml; charset=utf-8').send(sitemapXml(siteUrl, entries));
  });
}
