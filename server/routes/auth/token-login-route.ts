import { auditingRefusal, auditSignIn } from './audit-sign-in';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { TokenLoginResponse } from '../../../contract/auth';
import { LoginPayloadSchema } from '../../../contract/auth';
import { SecondFactorPayloadSchema } from '../../../contract/two-factor';
import { HttpError } from '../../http/http-error';
import { parseInput } from '../../http/parse-input';
import { sessionClient } from '../../plugins/authentication';
import { completeChallenge, issueChallenge } from './second-factor';
import { verifyCredentials } from './verify-credentials';

/** Keep the token-login shape on failures too, so clients can always read `success` and `error`. */
async function inTokenShape(answer: () => Promise<TokenLoginResponse>): Promise<TokenLoginResponse> {
  try {
    return await answer();
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    throw new HttpError(error.statusCode, error.message, error.fields, { success: false }).withHeaders(error.headers);
  }
}

/**
 * POST /api/token-login — bearer-token sign-in (the hosted backend's style): `{success, token, user}` or
 * `{success: false, error}`. With two-factor on, `{success: false, secondFactorRequired, challenge, methods}`, and
 * POST /api/token-login/second-factor `{challenge, code}` answers the token.
 */
export function tokenLoginRoute(app: FastifyInstance, signInLimit: onRequestHookHandler): void {
  app.post('/api/token-login', { onRequest: signInLimit }, async (request) =>
    inTokenShape(async () => {
      const payload = parseInput(LoginPayloadSchema, request.body);
      const user = await auditingRefusal(
        app,
        request,
        { username: payload.username, kind: 'token', step: 'password' },
        () => verifyCredentials(app, request, payload),
      );
      if (user.twoFactorEnabled) return { success: false, ...(await issueChallenge(app, user, 'token')) };
      const token = await app.repos.sessions.create(user.id, 'token', sessionClient(request));
      await auditSignIn(app, request, user, 'token', false);
      return { success: true, token, user };
    }),
  );

  app.post('/api/token-login/second-factor', { onRequest: signInLimit }, async (request) =>
    inTokenShape(async () => {
      const payload = parseInput(SecondFactorPayloadSchema, request.body);
      const user = await auditingRefusal(app, request, { username: null, kind: 'token', step: 'second-factor' }, () =>
        completeChallenge(app, request, payload, 'token'),
      );
      const token = await app.repos.sessions.create(user.id, 'token', sessionClient(request));
      await auditSignIn(app, request, user, 'token', true);
      return { success: true, token, user };
    }),
  );
}
