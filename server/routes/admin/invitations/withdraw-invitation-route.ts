import type { FastifyInstance } from 'fastify';
import { IdParamsSchema } from '../../../../contract/admin/admin-fields';
import { invitationMessages } from '../../../../contract/invitations';
import { HttpError } from '../../../http/http-error';
import { recordAudit } from '../../../audit/record-audit';
import { parseInput } from '../../../http/parse-input';
import { requireUser } from '../../../http/require-user';

/** DELETE /api/admin/invitations/{id} — withdraws an unused invitation, so its link stops working at once. */
export function withdrawInvitationRoute(app: FastifyInstance): void {
  app.delete(
    '/api/admin/invitations/:id',
    { config: { access: 'admin', changesContent: false } },
    async (request, reply) => {
      requireUser(request);
      const { id } = parseInput(IdParamsSchema, request.params);
      const invitation = await app.repos.invitations.find(id);
      if (!(await app.repos.invitations.withdraw(id))) throw new HttpError(404, invitationMessages.notFound);
      await recordAudit(app, request, {
        action: 'invitation.withdraw',
        item: { type: 'invitation', id, label: invitation?.note || `Invitation ${id}` },
      });
      return reply.status(204).send();
    },
  );
}
