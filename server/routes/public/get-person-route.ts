import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/http-error';

/** GET /api/public/people/{slug} — one person as their byline and profile show them. */
export function getPersonRoute(app: FastifyInstance): void {
  app.get<{ Params: { slug: string } }>('/api/public/people/:slug', async (request) => {
    const person = /^[a-z0-9-]+$/.test(request.params.slug)
      ? await app.repos.people.findBySlug(request.params.slug)
      : undefined;
    if (!person) throw new HttpError(404, 'Person not found');
    return person;
  });
}
