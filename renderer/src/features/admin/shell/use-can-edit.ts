import { contentEditorRoles } from '../../../../../contract/user';
import { useAuth } from '../../../lib/auth/use-auth';

/** Whether the signed-in user may change content; the server checks again on every write. */
export function useCanEdit(): boolean {
  const { user } = useAuth();
  return user !== null && contentEditorRoles.includes(user.role);
}
