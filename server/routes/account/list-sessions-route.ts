import type { FastifyInstance } from 'fastify';
import type { SessionList } from '../../../contract/account';
import { requireUser } from '../../http/require-user';
import { describeDevice, sessionStyle } from '../../security/describe-device';

/** GET /api/sessions — the signed-in person's own live sessions, the one this request came with marked current. */
export function listSessionsRoute(app: FastifyInstance): void {
  app.get('/api/sessions', async (request) => {
    const user = requireUser(request);
    const rows = await app.repos.sessions.listForUser(user.id);
    const body: SessionList = {
      items: rows.map((row) => ({
        id: row.id,
        style: sessionStyle(row.kind, row.user_agent),
        device: describeDevice(row.user_agent),
        ip: row.ip,
        createdAt: row.created_at,
        lastUsedAt: row.last_used_at,
        expiresAt: row.expires_at,
        current: row.id === request.sessionId,
      })),
    };
    return body;
  });
}
