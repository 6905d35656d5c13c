import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/http-error';

const slugPattern = /^[a-z0-9-]+(\/[a-z0-9-]+)?$/;

/** GET /api/public/pages/{slug} — the slug may hold one slash (`company/partners`), hence the wildcard. */
export function getPageRoute(app: FastifyInstance): void {
  app.get<{ Params: { '*': string } }>('/api/public/pages/*', async (request) => {
    const slug = request.params['*'];
    const page = slugPattern.test(slug) ? await app.repos.pages.findPublishedBySlug(slug) : undefined;
    if (!page) throw new HttpError(404, 'Page not found');
    return page;
  });
}
