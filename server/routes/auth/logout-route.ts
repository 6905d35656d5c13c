import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../audit/record-audit';
import { clearSessionCookie } from '../../plugins/authentication';

/** POST /api/logout — revokes whichever credential came with the request (cookie session or bearer token). */
export function logoutRoute(app: FastifyInstance): void {
  app.post('/api/logout', async (request, reply) => {
    if (request.credential) await app.repos.sessions.revoke(request.credential.secret);
    if (request.currentUser) await recordAudit(app, request, { action: 'auth.sign-out' });
    clearSessionCookie(reply);
    return { success: true as const };
  });
}
