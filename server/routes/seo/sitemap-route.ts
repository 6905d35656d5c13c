import type { FastifyInstance } from 'fastify';
import type { PublishedAddress } from './published-addresses';
import { publishedAddresses } from './published-addresses';

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function sitemapXml(siteUrl: string, entries: PublishedAddress[]): string {
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
  app.get('/sitemap.xml', async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').send(sitemapXml(siteUrl, await publishedAddresses(app))),
  );
}
