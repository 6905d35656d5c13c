import type { FastifyInstance } from 'fastify';

/** GET /api/public/subpages/all — every published subpage of a published page, with its full path. */
export function listSubpagesRoute(app: FastifyInstance): void {
  app.get('/api/public/subpages/all', () => app.repos.subpages.listPublished());
}
