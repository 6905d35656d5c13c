import type { AdminAction, AdminScreen } from '../../../../../contract/admin/role-access';
import { mayOpen, mayUse } from '../../../../../contract/admin/role-access';
import { useAuth } from '../../../lib/auth/use-auth';

export interface Access {
  /** Whether the signed-in person's role may open a screen: the menu lists only those. */
  mayOpen: (screen: AdminScreen) => boolean;
  /** Whether it may use an action: a button it may not use is not shown. */
  mayUse: (action: AdminAction) => boolean;
}

/**
 * What the signed-in person may open and use, from the table the server's route check mirrors
 * (contract/admin/role-access.ts); the server still checks every call.
 */
export function useAccess(): Access {
  const { user } = useAuth();
  return {
    mayOpen: (screen) => user !== null && mayOpen(user.role, screen),
    mayUse: (action) => user !== null && mayUse(user.role, action),
  };
}
