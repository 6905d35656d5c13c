import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminMessages } from '../../../contract/admin/admin-messages';
import { twoFactorMessages } from '../../../contract/two-factor';
import type { AccessLevel } from '../../../contract/admin/role-access';
import { roleMeets } from '../../../contract/admin/role-access';
import type { Role } from '../../../contract/user';
import { isAwaitingApproval, mustEnrolTwoFactor } from '../../../contract/user';
import { HttpError } from '../../http/http-error';
import { requireUser } from '../../http/require-user';

/*
 * Who may do what in the admin API. Every admin route declares its level in its options
 * (`{ config: { access: 'editor' } }`) and one hook enforces it before anything else runs, so a route cannot
 * forget its check: one without a level is refused when the server starts. The levels and which roles meet them
 * are in contract/admin/role-access.ts, which the admin's menu and buttons read too.
 * Signed out is always 401; an account still waiting for approval, or one that must turn on two-factor sign-in
 * (SITE_REQUIRE_2FA) and has not, is 403 at every level.
 */
export type { AccessLevel };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route: required on every admin route. */
    access?: AccessLevel;
    /** The 403's message, where the level's own would not say what was refused. */
    refusal?: string;
  }
}

export interface AdminRoute {
  method: string;
  url: string;
  access: AccessLevel;
  refusal?: string | undefined;
  /** Declared by every write (content-changes.ts); undefined on reads. */
  changesContent?: boolean | undefined;
}

/** What each level's 403 says, where the route names no refusal of its own (every role meets `reader`). */
const refusals: Record<AccessLevel, (role: Role) => string> = {
  reader: () => adminMessages.adminOnly,
  editor: adminMessages.readOnlyRole,
  submissions: adminMessages.submissionsForbidden,
  admin: () => adminMessages.adminOnly,
};

function enforce(request: FastifyRequest, access: AccessLevel, refusal: string | undefined): void {
  const user = requireUser(request);
  if (isAwaitingApproval(user)) throw new HttpError(403, adminMessages.awaitingApproval);
  if (mustEnrolTwoFactor(user)) {
    throw new HttpError(403, twoFactorMessages.setupRequired, undefined, {
      reason: twoFactorMessages.setupRequiredReason,
    });
  }
  const { role } = user;
  if (roleMeets(role, access)) return;
  throw new HttpError(403, refusal ?? refusals[access](role));
}

/**
 * Installs the check on the admin context, and adds each route to `registered` as it registers, with its level,
 * for the access test to walk (so no endpoint can be left out of that either).
 */
export function routeAccess(admin: FastifyInstance, registered: AdminRoute[]): void {
  admin.addHook('onRoute', (route) => {
    const { access, refusal, changesContent } = route.config ?? {};
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!access) throw new Error(`${methods.join(',')} ${route.url} declares no access level (config.access)`);
    for (const method of methods) {
      if (method !== 'HEAD') registered.push({ method, url: route.url, access, refusal, changesContent });
    }
  });
  admin.addHook('onRequest', async (request) => {
    const { access, refusal } = request.routeOptions.config;
    // Unreachable for a registered route (see onRoute); a 404 inside the context has no level and no data.
    if (access) enforce(request, access, refusal);
  });
}
