import { useAccess } from './use-access';

/** Whether the signed-in user may change content; the server checks again on every write. */
export function useCanEdit(): boolean {
  return useAccess().mayUse('editContent');
}
