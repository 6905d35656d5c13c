import { Outlet } from 'react-router-dom';
import { isAwaitingApproval, mustEnrolTwoFactor } from '../../../contract/user';
import { adminScreens } from '../features/admin/admin-screens';
import { useAuth } from '../lib/auth/use-auth';

/**
 * Inside RequireAuth: an account still waiting for an admin sees only that it waits, and one that must set up
 * two-factor sign-in only that (the server refuses the rest).
 */
export function RequireApproval() {
  const { user } = useAuth();
  if (user && isAwaitingApproval(user)) return <adminScreens.awaitingApproval />;
  // SITE_REQUIRE_2FA: enrolment first; the server refuses everything else meanwhile.
  if (user && mustEnrolTwoFactor(user)) return <adminScreens.twoFactorSetup />;
  return <Outlet />;
}
