import type { FastifyInstance } from 'fastify';
import { changePasswordRoute } from './change-password-route';
import { listSessionsRoute } from './list-sessions-route';
import { revokeOtherSessionsRoute } from './revoke-other-sessions-route';
import { revokeSessionRoute } from './revoke-session-route';

/** One's own account, whatever one's role or approval: sessions and password. */
export function registerAccountRoutes(app: FastifyInstance): void {
  listSessionsRoute(app);
  revokeSessionRoute(app);
  revokeOtherSessionsRoute(app);
  changePasswordRoute(app);
}
