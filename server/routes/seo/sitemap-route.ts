import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/http-error';
import type { ContentChange } from '../../http/content-change';
import { changeTouches } from '../../http/content-change';
import { articlesChanged } from './articles-changed';
import { keptBuild } from './kept-build';
import type { KeptDocument } from './kept-document';
import { keptDocument, sendKeptDocument } from './kept-document';
import type { PublishedAddress } from './published-addresses';
import { publishedAddresses } from './published-addresses';
import { escapeXml } from './xml-escape';

/** The sitemap protocol's limit of URLs in one file; a larger site gets a sitemap index of such files. */
export const urlsPerSitemap = 50_000;

export function sitemapXml(siteUrl: string, entries: PublishedAddress[]): string {
  const urls = entries.map(
    (entry) =>
      `  <url>\n    <loc>${escapeXml(`${siteUrl}${entry.path}`)}</loc>` +
      (entry.updatedAt === undefined ? '' : `\n    <lastmod>${escapeXml(entry.updatedAt)}</lastmod>`) +
      '\n  </url>',
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

function sitemapIndexXml(siteUrl: string, files: number): string {
  const entries = Array.from(
    { length: files },
    (_, index) => `  <sitemap>\n    <loc>${escapeXml(`${siteUrl}/sitemap-${index + 1}.xml`)}</loc>\n  </sitemap>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** `/sitemap.xml` and, for a site over `urlsPerSitemap` addresses, `/sitemap-1.xml` … as text by address. */
function sitemapFiles(siteUrl: string, entries: PublishedAddress[], perFile: number): Map<string, KeptDocument> {
  if (entries.length <= perFile) return new Map([['/sitemap.xml', keptDocument(sitemapXml(siteUrl, entries))]]);
  const files = new Map<string, KeptDocument>();
  const count = Math.ceil(entries.length / perFile);
  files.set('/sitemap.xml', keptDocument(sitemapIndexXml(siteUrl, count)));
  for (let index = 0; index < count; index += 1) {
    const slice = entries.slice(index * perFile, (index + 1) * perFile);
    files.set(`/sitemap-${index + 1}.xml`, keptDocument(sitemapXml(siteUrl, slice)));
  }
  return files;
}

/**
 * Every published page, subpage and article at the address a route shows it, drafts never (the repositories' rule).
 * Built once and kept until a change touches the public lists it is made from (a page's, subpage's, article's or
 * person's save, or everything): at 5,000 pages building it took 49–264 ms, answering the kept text well under
 * 1 ms. Returns the invalidation the app calls with every content change.
 */
export function sitemapRoute(
  app: FastifyInstance,
  siteUrl: string,
  perFile = urlsPerSitemap,
): (change: ContentChange) => void {
  const files = keptBuild(async () => sitemapFiles(siteUrl, await publishedAddresses(app), perFile));

  const send = async (address: string, request: FastifyRequest, reply: FastifyReply) => {
    const file = (await files.read()).get(address);
    if (file === undefined) throw new HttpError(404, 'Not found');
    return sendKeptDocument(request, reply, 'application/xml; charset=utf-8', file);
  };
  app.get('/sitemap.xml', (request, reply) => send('/sitemap.xml', request, reply));
  // Any other value of n is simply not a file of the kept sitemap: 404.
  app.get<{ Params: { n: string } }>('/sitemap-:n.xml', (request, reply) =>
    send(`/sitemap-${request.params.n}.xml`, request, reply),
  );

  return (change) => {
    const pagesChanged =
      changeTouches(change, '/api/public/pages') || changeTouches(change, '/api/public/subpages/all');
    if (pagesChanged || articlesChanged(change)) files.drop();
  };
}
