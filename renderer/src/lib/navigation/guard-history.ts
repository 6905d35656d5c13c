import type { HistoryRouterProps } from 'react-router-dom';
import type { LeaveGuards } from './leave-guards';

export type RouterHistory = HistoryRouterProps['history'];
type To = Parameters<RouterHistory['push']>[0];

/**
 * The router's history, asking the leave guards first. The declarative router has no `useBlocker` (that needs
 * the data router, which the first load does without), so the asking happens one level down, in the history
 * every navigation goes through:
 * - a push or replace (links, `navigate()`) waits for the answer and happens only on "Leave";
 * - Back/Forward has already moved the browser when it is heard, so the router is not told, the browser is
 *   moved back to where it was (`go(-delta)`, whose own pop is swallowed), and on "Leave" the same step is
 *   taken again and let through.
 * Reload, closing the tab and leaving the app are the browser's `beforeunload` (see `useLeaveGuard`).
 */
export function guardHistory(base: RouterHistory, guards: LeaveGuards): RouterHistory {
  let asking = false;
  // Pops this history caused to undo a blocked Back/Forward; the router must not hear them.
  let undoing = 0;
  let afterUndo: (() => void) | null = null;
  // The pop this history caused after the person chose to leave; the router must hear it.
  let leaving = false;

  const ask = (leave: () => void) => {
    asking = true;
    void guards.confirmLeave().then((answer) => {
      asking = false;
      if (answer) leave();
    });
  };

  const guarded = (to: To, navigate: () => void) => {
    // A link to the screen already shown (its own menu entry) leaves nothing behind.
    if (!guards.active || base.createHref(to) === base.createHref(base.location)) return navigate();
    // The dialog is modal: a second navigation while it is open is a stray one.
    if (asking) return;
    ask(navigate);
  };

  return {
    get action() {
      return base.action;
    },
    get location() {
      return base.location;
    },
    createHref: (to) => base.createHref(to),
    createURL: (to) => base.createURL(to),
    encodeLocation: (to) => base.encodeLocation(to),
    push: (to, state?: unknown) => guarded(to, () => base.push(to, state)),
    replace: (to, state?: unknown) => guarded(to, () => base.replace(to, state)),
    go: (delta) => base.go(delta),
    listen(listener) {
      return base.listen((update) => {
        if (update.action !== 'POP') return listener(update);
        if (undoing > 0) {
          undoing -= 1;
          if (undoing === 0 && afterUndo) {
            const next = afterUndo;
            afterUndo = null;
            next();
          }
          return;
        }
        if (leaving) {
          leaving = false;
          return listener(update);
        }
        const delta = update.delta;
        // An entry the history did not write has no index to return to: nothing can be undone, so it goes.
        if (!guards.active || delta === null || delta === 0) return listener(update);
        undoing += 1;
        base.go(-delta);
        if (asking) return;
        ask(() => {
          const step = () => {
            leaving = true;
            base.go(delta);
          };
          if (undoing > 0) afterUndo = step;
          else step();
        });
      });
    },
  };
}
