import { Outlet } from 'react-router-dom';
import { isAwaitingApproval } from '../../../contract/user';
import { adminScreens } from '../features/admin/admin-screens';
import { useAuth } from '../lib/auth/use-auth';

/** Inside RequireAuth: an account still waiting for an admin sees only that it waits (the server refuses the rest). */
export function RequireApproval() {
  const { user } = useAuth();
  if (user && isAwaitingApproval(user)) return <adminScreens.awaitingApproval />;
  return <Outlet />;
}
