import type { ReactNode } from 'react';
import { useState } from 'react';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import type { RouterHistory } from './guard-history';
import { guardHistory } from './guard-history';
import { createLeaveGuards } from './leave-guards';
import { LeaveGuardsContext } from './leave-guards-context';

interface GuardedRouterProps {
  /** Called once: the browser's history in the app, a memory history in tests. */
  createHistory: () => RouterHistory;
  children: ReactNode;
}

/**
 * `BrowserRouter` with its history wrapped so that screens with unsaved work can ask before it is left
 * (`guardHistory`). `HistoryRouter` is what `BrowserRouter` itself renders once it has made its history.
 */
export function GuardedRouter({ createHistory, children }: GuardedRouterProps) {
  const [guards] = useState(createLeaveGuards);
  const [history] = useState(() => guardHistory(createHistory(), guards));
  return (
    <LeaveGuardsContext value={guards}>
      <HistoryRouter history={history}>{children}</HistoryRouter>
    </LeaveGuardsContext>
  );
}
