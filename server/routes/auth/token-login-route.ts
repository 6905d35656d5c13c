import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { TokenLoginResponse } from '../../../contract/auth';
import { LoginPayloadSchema } from '../../../contract/auth';
import { HttpError } from '../../http/http-error';
import { parseInput } from '../../http/parse-input';
import { sessionClient } from '../../plugins/authentication';
import { verifyCredentials } from './verify-credentials';

/** POST /api/token-login — bearer-token sign-in (the hosted backend's style): `{success, token, user}` or `{success: false, error}`. */
export function tokenLoginRoute(app: FastifyInstance, signInLimit: onRequestHookHandler): void {
  app.post('/api/token-login', { onRequest: signInLimit }, async (request) => {
    try {
      const payload = parseInput(LoginPayloadSchema, request.body);
      const user = await verifyCredentials(app, request, payload);
      const token = await app.repos.sessions.create(user.id, 'token', sessionClient(request));
      const body: TokenLoginResponse = { success: true, token, user };
      return body;
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      // Keep the token-login shape on failures too, so clients can always read `success` and `error`.
      throw new HttpError(error.statusCode, error.message, error.fields, { success: false }).withHeaders(error.headers);
    }
  });
}
