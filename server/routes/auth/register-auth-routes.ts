import type { FastifyInstance } from 'fastify';
import { acceptInvitationRoute } from './accept-invitation-route';
import { currentUserRoute } from './current-user-route';
import { invitationPreviewRoute } from './invitation-preview-route';
import { loginRoute } from './login-route';
import { logoutRoute } from './logout-route';
import type { Registration } from './register-route';
import { passwordResetRoutes } from './password-reset-routes';
import { registerRoute } from './register-route';
import { registrationModeRoute } from './registration-mode-route';
import { tokenCheckRoute } from './token-check-route';
import { tokenLoginRoute } from './token-login-route';

export function registerAuthRoutes(
  app: FastifyInstance,
  {
    sessionTtlMs,
    registration,
    siteTimeZone,
  }: { sessionTtlMs: number; registration: Registration; siteTimeZone: string },
): void {
  // One limiter (one counter per IP) for both sign-in styles: with a limiter each, a client got twice the tries.
  const signInLimit = app.rateLimit(app.rateLimits.login);
  loginRoute(app, sessionTtlMs, signInLimit);
  registerRoute(app, sessionTtlMs, registration);
  registrationModeRoute(app, registration);
  invitationPreviewRoute(app, siteTimeZone);
  acceptInvitationRoute(app, sessionTtlMs);
  logoutRoute(app);
  currentUserRoute(app);
  tokenLoginRoute(app, signInLimit);
  tokenCheckRoute(app);
  passwordResetRoutes(app, siteTimeZone);
}
