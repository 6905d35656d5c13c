import type { FastifyInstance } from 'fastify';
import type { RevokedSessions } from '../../../../contract/account';
import { IdParamsSchema } from '../../../../contract/admin/admin-fields';
import { changeWithAudit } from '../../../audit/change-with-audit';
import { parseInput } from '../../../http/parse-input';
import { requireUser } from '../../../http/require-user';
import { plural } from '../../../../contract/plural';

/**
 * DELETE /api/admin/users/{id}/sessions — signs a person out everywhere (a lost laptop, a leaver); they can sign
 * in again unless also disabled. An admin revoking their own ends this session too.
 */
export function revokeUserSessionsRoute(app: FastifyInstance): void {
  app.delete(
    '/api/admin/users/:id/sessions',
    { config: { access: 'admin', changesContent: false } },
    async (request) => {
      requireUser(request);
      const { id } = parseInput(IdParamsSchema, request.params);
      const revoked = await changeWithAudit(
        app,
        request,
        ({ repos }) => repos.sessions.revokeAllOfUser(id, null),
        async (ended, { repos }) => ({
          action: 'user.revoke-sessions',
          item: { type: 'user', id, label: await repos.auditLog.userLabel(id) },
          summary: `${plural(ended, 'session')} ended`,
        }),
      );
      const body: RevokedSessions = { revoked };
      return body;
    },
  );
}
