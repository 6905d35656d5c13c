import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { LoginPayloadSchema } from '../../../contract/auth';
import { parseInput } from '../../http/parse-input';
import { sessionClient, setSessionCookie } from '../../plugins/authentication';
import { verifyCredentials } from './verify-credentials';

/** POST /api/login — cookie-session sign-in (the local backend's style). */
export function loginRoute(app: FastifyInstance, sessionTtlMs: number, signInLimit: onRequestHookHandler): void {
  app.post('/api/login', { onRequest: signInLimit }, async (request, reply) => {
    const payload = parseInput(LoginPayloadSchema, request.body);
    const user = await verifyCredentials(app, request, payload);
    const secret = await app.repos.sessions.create(user.id, 'cookie', sessionClient(request));
    setSessionCookie(request, reply, secret, sessionTtlMs);
    return user;
  });
}
