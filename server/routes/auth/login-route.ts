import { auditingRefusal, auditSignIn } from './audit-sign-in';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { LoginPayloadSchema } from '../../../contract/auth';
import { SecondFactorPayloadSchema } from '../../../contract/two-factor';
import { parseInput } from '../../http/parse-input';
import { sessionClient, setSessionCookie } from '../../plugins/authentication';
import { completeChallenge, issueChallenge } from './second-factor';
import { verifyCredentials } from './verify-credentials';

/**
 * POST /api/login — cookie-session sign-in (the local backend's style). With two-factor on, the password earns a
 * challenge instead, and POST /api/login/second-factor `{challenge, code}` signs in.
 */
export function loginRoute(app: FastifyInstance, sessionTtlMs: number, signInLimit: onRequestHookHandler): void {
  app.post('/api/login', { onRequest: signInLimit }, async (request, reply) => {
    const payload = parseInput(LoginPayloadSchema, request.body);
    const user = await auditingRefusal(
      app,
      request,
      { username: payload.username, kind: 'cookie', step: 'password' },
      () => verifyCredentials(app, request, payload),
    );
    if (user.twoFactorEnabled) return issueChallenge(app, user, 'cookie');
    const secret = await app.repos.sessions.create(user.id, 'cookie', sessionClient(request));
    setSessionCookie(request, reply, secret, sessionTtlMs);
    await auditSignIn(app, request, user, 'cookie', false);
    return user;
  });

  app.post('/api/login/second-factor', { onRequest: signInLimit }, async (request, reply) => {
    const payload = parseInput(SecondFactorPayloadSchema, request.body);
    const user = await auditingRefusal(app, request, { username: null, kind: 'cookie', step: 'second-factor' }, () =>
      completeChallenge(app, request, payload, 'cookie'),
    );
    const secret = await app.repos.sessions.create(user.id, 'cookie', sessionClient(request));
    setSessionCookie(request, reply, secret, sessionTtlMs);
    await auditSignIn(app, request, user, 'cookie', true);
    return user;
  });
}
