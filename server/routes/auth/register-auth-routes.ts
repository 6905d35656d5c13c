import type { FastifyInstance } from 'fastify';
import { currentUserRoute } from './current-user-route';
import { loginRoute } from './login-route';
import { logoutRoute } from './logout-route';
import { registerRoute } from './register-route';
import { tokenCheckRoute } from './token-check-route';
import { tokenLoginRoute } from './token-login-route';

export function registerAuthRoutes(app: FastifyInstance, sessionTtlMs: number): void {
  loginRoute(app, sessionTtlMs);
  registerRoute(app, sessionTtlMs);
  logoutRoute(app);
  currentUserRoute(app);
  tokenLoginRoute(app);
  tokenCheckRoute(app);
}
