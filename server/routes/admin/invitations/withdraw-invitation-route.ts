import type { FastifyInstance } from 'fastify';
import { IdParamsSchema } from '../../../../contract/admin/admin-fields';
import { invitationMessages } from '../../../../contract/invitations';
import { HttpError } from '../../../http/http-error';
import { parseInput } from '../../../http/parse-input';
import { requireUser } from '../../../http/require-user';

/** DELETE /api/admin/invitations/{id} — withdraws an unused invitation, so its link stops working at once. */
export function withdrawInvitationRoute(app: FastifyInstance): void {
  app.delete('/api/admin/invitations/:id', { config: { access: 'admin' } }, async (request, reply) => {
    const admin = requireUser(request);
    const { id } = parseInput(IdParamsSchema, request.params);
    if (!(await app.repos.invitations.withdraw(id))) throw new HttpError(404, invitationMessages.notFound);
    request.log.info({ actorId: admin.id, invitationId: id }, 'invitation withdrawn');
    return reply.status(204).send();
  });
}
