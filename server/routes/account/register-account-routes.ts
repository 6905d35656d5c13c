import type { FastifyInstance } from 'fastify';
import { changePasswordRoute } from './change-password-route';
import { listSessionsRoute } from './list-sessions-route';
import { revokeOtherSessionsRoute } from './revoke-other-sessions-route';
import { revokeSessionRoute } from './revoke-session-route';
import { confirmTwoFactorRoute } from './two-factor/confirm-two-factor-route';
import { disableTwoFactorRoute } from './two-factor/disable-two-factor-route';
import { startTwoFactorRoute } from './two-factor/start-two-factor-route';
import { twoFactorStatusRoute } from './two-factor/two-factor-status-route';

/** One's own account, whatever one's role or approval: sessions, password and two-factor sign-in. */
export function registerAccountRoutes(app: FastifyInstance): void {
  listSessionsRoute(app);
  revokeSessionRoute(app);
  revokeOtherSessionsRoute(app);
  changePasswordRoute(app);
  twoFactorStatusRoute(app);
  startTwoFactorRoute(app);
  confirmTwoFactorRoute(app);
  disableTwoFactorRoute(app);
}
