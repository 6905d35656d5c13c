import type { FastifyInstance } from 'fastify';

/** GET /api/public/people — everyone, as bylines and the team section show them. */
export function listPeopleRoute(app: FastifyInstance): void {
  app.get('/api/public/people', async () => ({ items: await app.repos.people.list() }));
}
