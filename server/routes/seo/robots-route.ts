import type { FastifyInstance } from 'fastify';

/** Everything public may be crawled; the staff area, sign-in, the API and the API tester may not. */
export function robotsText(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /auth',
    'Disallow: /api',
    'Disallow: /api-test',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export function robotsRoute(app: FastifyInstance, siteUrl: string): void {
  const body = robotsText(siteUrl);
  app.get('/robots.txt', (_request, reply) => reply.type('text/plain; charset=utf-8').send(body));
}
