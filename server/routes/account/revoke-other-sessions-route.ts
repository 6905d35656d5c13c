import type { FastifyInstance } from 'fastify';
import type { RevokedSessions } from '../../../contract/account';
import { recordAudit } from '../../audit/record-audit';
import { requireUser } from '../../http/require-user';
import { plural } from '../../../contract/plural';

/** DELETE /api/sessions — "Sign out everywhere else": every session of one's own but the one asking. */
export function revokeOtherSessionsRoute(app: FastifyInstance): void {
  app.delete('/api/sessions', async (request) => {
    const user = requireUser(request);
    const revoked = await app.repos.sessions.revokeAllOfUser(user.id, request.sessionId);
    await recordAudit(app, request, {
      action: 'session.revoke-others',
      summary: `${plural(revoked, 'session')} ended`,
    });
    const body: RevokedSessions = { revoked };
    return body;
  });
}
