import type { FastifyInstance } from 'fastify';
import type { TokenCheckResponse } from '../../../contract/auth';
import { bearerSecret } from '../../plugins/authentication';

/** GET /api/token-check — is this bearer token still good, and whose is it. */
export function tokenCheckRoute(app: FastifyInstance): void {
  app.get('/api/token-check', async (request, reply) => {
    if (!bearerSecret(request)) {
      const body: TokenCheckResponse = { authenticated: false, error: 'No token provided' };
      return reply.status(401).send(body);
    }
    if (!request.currentUser || request.credential?.kind !== 'token') {
      const body: TokenCheckResponse = { authenticated: false, error: 'Invalid or expired token' };
      return reply.status(401).send(body);
    }
    const body: TokenCheckResponse = { authenticated: true, user: request.currentUser };
    return body;
  });
}
