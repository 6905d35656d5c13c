import type { FastifyInstance } from 'fastify';

/** GET /api/admin/invitations — the newest 100, open, used (by whom) and expired; never their links. */
export function listInvitationsRoute(app: FastifyInstance): void {
  app.get('/api/admin/invitations', { config: { access: 'admin' } }, async () => ({
    items: await app.repos.invitations.list(),
  }));
}
