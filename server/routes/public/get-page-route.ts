import type { FastifyInstance } from 'fastify';
import { pageAddress } from '../../../contract/public-redirect';
import { HttpError } from '../../http/http-error';
import { movedAddress } from './moved-address';

const slugPattern = /^[a-z0-9-]+(\/[a-z0-9-]+)?$/;

/** GET /api/public/pages/{slug} — the slug may hold one slash (`company/partners`), hence the wildcard. */
export function getPageRoute(app: FastifyInstance): void {
  app.get<{ Params: { '*': string } }>('/api/public/pages/*', async (request, reply) => {
    const slug = request.params['*'];
    if (!slugPattern.test(slug)) throw new HttpError(404, 'Page not found');
    const page = await app.repos.pages.findPublishedBySlug(slug);
    if (page) return page;
    const moved = await movedAddress(app, reply, pageAddress(slug));
    if (moved) return moved;
    throw new HttpError(404, 'Page not found');
  });
}
