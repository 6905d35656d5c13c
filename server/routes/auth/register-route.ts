import type { FastifyInstance } from 'fastify';
import { RegisterPayloadSchema } from '../../../contract/auth';
import type { RegistrationMode } from '../../../contract/invitations';
import { invitationMessages } from '../../../contract/invitations';
import { recordAudit } from '../../audit/record-audit';
import { HttpError } from '../../http/http-error';
import { parseInput } from '../../http/parse-input';
import { sessionClient, setSessionCookie } from '../../plugins/authentication';
import { isUniqueViolation } from '../../repositories/admin/unique-violation';
import { hashPassword } from '../../security/password-hash';
import { refuseWeakPassword } from '../../security/refuse-weak-password';
import { usernameTaken } from './username-taken';

/** SITE_REGISTRATION: `approval` (wait for an admin), `invite-only` (no self-registration) or `open` (viewer at once). */
export type Registration = RegistrationMode;

/**
 * POST /api/register — anyone may register and is signed in. Under `approval` (the default) the account then
 * waits, reading nothing, until an admin approves it and picks its role; under `open` it is a viewer at once.
 */
export function registerRoute(app: FastifyInstance, sessionTtlMs: number, registration: Registration): void {
  app.post('/api/register', { config: { rateLimit: app.rateLimits.register } }, async (request, reply) => {
    if (registration === 'invite-only') throw new HttpError(403, invitationMessages.inviteOnly);
    const payload = parseInput(RegisterPayloadSchema, request.body);
    if (await app.repos.users.findByUsername(payload.username)) throw usernameTaken();
    await refuseWeakPassword(payload.password, [payload.username, payload.displayName, payload.email]);
    const passwordHash = await hashPassword(payload.password);
    // The check above answers the usual case early; two registrations racing past it meet the unique index.
    const user = await app.repos.users
      .create({
        username: payload.username,
        passwordHash,
        displayName: payload.displayName,
        email: payload.email,
        role: 'viewer',
        approval: registration === 'open' ? 'approved' : 'pending',
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? usernameTaken() : error;
      });
    await recordAudit(app, request, {
      action: 'account.register',
      actor: { id: user.id, name: user.displayName },
      item: { type: 'user', id: user.id, label: user.username },
      summary: registration === 'open' ? 'Joined as viewer (open registration)' : 'Waiting for approval',
      authStyle: 'cookie',
    });
    const secret = await app.repos.sessions.create(user.id, 'cookie', sessionClient(request));
    setSessionCookie(request, reply, secret, sessionTtlMs);
    return reply.status(201).send(user);
  });
}
