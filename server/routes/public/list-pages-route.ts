import type { FastifyInstance } from 'fastify';

/** GET /api/public/pages — every published page as `{id, title, description, slug}`. */
export function listPagesRoute(app: FastifyInstance): void {
  app.get('/api/public/pages', () => app.repos.pages.listPublished());
}
