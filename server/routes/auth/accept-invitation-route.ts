import type { FastifyInstance } from 'fastify';
import { AcceptInvitationPayloadSchema, invitationMessages } from '../../../contract/invitations';
import { recordAudit } from '../../audit/record-audit';
import { HttpError } from '../../http/http-error';
import { parseInput } from '../../http/parse-input';
import { sessionClient, setSessionCookie } from '../../plugins/authentication';
import { isUniqueViolation } from '../../repositories/admin/unique-violation';
import { hashPassword } from '../../security/password-hash';
import { refuseWeakPassword } from '../../security/refuse-weak-password';
import { InvitationTokenParamsSchema } from './invitation-token-params';
import { usernameTaken } from './username-taken';

/**
 * POST /api/invitations/{token} `{username, displayName, email, password}` — joins with the invitation's role,
 * approved at once, and signs in (cookie; token clients sign in after). Works under every SITE_REGISTRATION.
 */
export function acceptInvitationRoute(app: FastifyInstance, sessionTtlMs: number): void {
  app.post('/api/invitations/:token', { config: { rateLimit: app.rateLimits.register } }, async (request, reply) => {
    const { token } = parseInput(InvitationTokenParamsSchema, request.params);
    const payload = parseInput(AcceptInvitationPayloadSchema, request.body);
    if (!(await app.repos.invitations.preview(token))) throw new HttpError(410, invitationMessages.unusable);
    if (await app.repos.users.findByUsername(payload.username)) throw usernameTaken();
    await refuseWeakPassword(payload.password, [payload.username, payload.displayName, payload.email]);
    const user = await app.repos.invitations
      .redeem(token, {
        username: payload.username,
        passwordHash: await hashPassword(payload.password),
        displayName: payload.displayName,
        email: payload.email,
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? usernameTaken() : error;
      });
    // Checked above, but another person may have used the link in between: exactly one of them gets in.
    if (!user) throw new HttpError(410, invitationMessages.unusable);
    await recordAudit(app, request, {
      action: 'invitation.accept',
      actor: { id: user.id, name: user.displayName },
      item: { type: 'user', id: user.id, label: user.username },
      summary: `Joined as ${user.role}`,
      authStyle: 'cookie',
    });
    const secret = await app.repos.sessions.create(user.id, 'cookie', sessionClient(request));
    setSessionCookie(request, reply, secret, sessionTtlMs);
    return reply.status(201).send(user);
  });
}
