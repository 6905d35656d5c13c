import type { FastifyInstance } from 'fastify';
import type { CreatedInvitation } from '../../../../contract/invitations';
import { CreateInvitationPayloadSchema, invitationPath } from '../../../../contract/invitations';
import { recordAudit } from '../../../audit/record-audit';
import { parseInput } from '../../../http/parse-input';
import { requireUser } from '../../../http/require-user';

/**
 * POST /api/admin/invitations `{role, note?, days?}` — a single-use link that lets one person join with that role,
 * skipping approval. The link is in this answer only: the admin hands it over (no mail server needed).
 */
export function createInvitationRoute(app: FastifyInstance): void {
  app.post('/api/admin/invitations', { config: { access: 'admin', changesContent: false } }, async (request, reply) => {
    const admin = requireUser(request);
    const payload = parseInput(CreateInvitationPayloadSchema, request.body);
    const { id, secret } = await app.repos.invitations.create({ ...payload, createdBy: admin.id });
    const invitation = await app.repos.invitations.find(id);
    if (!invitation) throw new Error('a new invitation could not be read back');
    await recordAudit(app, request, {
      action: 'invitation.create',
      item: { type: 'invitation', id, label: invitation.note || `Invitation ${id}` },
      summary: `Role ${invitation.role}, valid until ${invitation.expiresAt}`,
    });
    const body: CreatedInvitation = { invitation, path: invitationPath(secret) };
    return reply.status(201).send(body);
  });
}
