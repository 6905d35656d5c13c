import type { FastifyInstance } from 'fastify';
import type { RegistrationInfo, RegistrationMode } from '../../../contract/invitations';

/** GET /api/registration — how this site lets people join, so /auth shows the register form only where it works. */
export function registrationModeRoute(app: FastifyInstance, mode: RegistrationMode): void {
  app.get('/api/registration', async () => {
    const body: RegistrationInfo = { mode };
    return body;
  });
}
