import type { FastifyInstance } from 'fastify';
import type { CurrentUserResponse } from '../../../contract/auth';
import { requireUser } from '../../http/require-user';

/** GET /api/user — the signed-in user; token callers get the hosted backend's `{authenticated, user}` shape. */
export function currentUserRoute(app: FastifyInstance): void {
  app.get('/api/user', async (request) => {
    const user = requireUser(request);
    const body: CurrentUserResponse = request.credential?.kind === 'token' ? { authenticated: true, user } : user;
    return body;
  });
}
