import type { FastifyInstance } from 'fastify';

/** GET /api/admin/people — everyone, by name, with how many articles name them. */
export function listPeopleRoute(app: FastifyInstance): void {
  app.get('/api/admin/people', { config: { access: 'reader' } }, async () => ({
    items: await app.adminRepos.people.list(),
  }));
}
