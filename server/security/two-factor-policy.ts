import type { RequireTwoFactor } from '../../contract/two-factor';
import type { User } from '../../contract/user';
import { isAwaitingApproval } from '../../contract/user';

/**
 * Whether SITE_REQUIRE_2FA asks two-factor of this account: `admins` — admins only; `staff` — every approved
 * account (everyone who signs in is staff). An account waiting for approval can do nothing yet anyway.
 */
export function twoFactorRequiredFor(policy: RequireTwoFactor, user: Pick<User, 'role' | 'approval'>): boolean {
  if (policy === 'off' || isAwaitingApproval(user)) return false;
  return policy === 'staff' || user.role === 'admin';
}

/** The user as their own answers describe them: marked when they must enrol before anything else. */
export function withTwoFactorDemand(policy: RequireTwoFactor, user: User): User {
  return twoFactorRequiredFor(policy, user) && !user.twoFactorEnabled
    ? { ...user, twoFactorSetupRequired: true }
    : user;
}
