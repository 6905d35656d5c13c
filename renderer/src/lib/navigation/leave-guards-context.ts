import { createContext, useContext } from 'react';
import type { LeaveGuards } from './leave-guards';

/** Null outside a guarded router (the server's `StaticRouter`): nothing navigates there. */
export const LeaveGuardsContext = createContext<LeaveGuards | null>(null);

export function useLeaveGuards(): LeaveGuards | null {
  return useContext(LeaveGuardsContext);
}
