import type { FastifyInstance } from 'fastify';
import type { RevokedSessions } from '../../../contract/account';
import { requireUser } from '../../http/require-user';

/** DELETE /api/sessions — "Sign out everywhere else": every session of one's own but the one asking. */
export function revokeOtherSessionsRoute(app: FastifyInstance): void {
  app.delete('/api/sessions', async (request) => {
    const user = requireUser(request);
    const revoked = await app.repos.sessions.revokeAllOfUser(user.id, request.sessionId);
    request.log.info({ actorId: user.id, revoked }, 'other sessions revoked');
    const body: RevokedSessions = { revoked };
    return body;
  });
}
