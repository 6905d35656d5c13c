import type { FastifyInstance } from 'fastify';
import type { InvitationPreview } from '../../../contract/invitations';
import { invitationMessages } from '../../../contract/invitations';
import { HttpError } from '../../http/http-error';
import { parseInput } from '../../http/parse-input';
import { InvitationTokenParamsSchema } from './invitation-token-params';

/** GET /api/invitations/{token} — what a usable link offers (its role, until when, on which clock); 410 once it is not usable. */
export function invitationPreviewRoute(app: FastifyInstance, siteTimeZone: string): void {
  app.get('/api/invitations/:token', async (request) => {
    const { token } = parseInput(InvitationTokenParamsSchema, request.params);
    const preview = await app.repos.invitations.preview(token);
    if (!preview) throw new HttpError(410, invitationMessages.unusable);
    const body: InvitationPreview = { role: preview.role, expiresAt: preview.expiresAt, timeZone: siteTimeZone };
    return body;
  });
}
