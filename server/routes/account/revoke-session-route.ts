import type { FastifyInstance } from 'fastify';
import { accountMessages } from '../../../contract/account';
import { IdParamsSchema } from '../../../contract/admin/admin-fields';
import { HttpError } from '../../http/http-error';
import { parseInput } from '../../http/parse-input';
import { recordAudit } from '../../audit/record-audit';
import { requireUser } from '../../http/require-user';

/**
 * DELETE /api/sessions/{id} — ends one of one's own sessions at once (its token or cookie is refused from the
 * next request). Another person's session id answers 404, as if it did not exist.
 */
export function revokeSessionRoute(app: FastifyInstance): void {
  app.delete('/api/sessions/:id', async (request, reply) => {
    const user = requireUser(request);
    const { id } = parseInput(IdParamsSchema, request.params);
    if (!(await app.repos.sessions.revokeOwn(user.id, id))) throw new HttpError(404, accountMessages.sessionNotFound);
    await recordAudit(app, request, {
      action: 'session.revoke',
      item: { type: 'session', id, label: `Session ${id}` },
    });
    return reply.status(204).send();
  });
}
