/** The question a leave guard puts to the person; answered once, by the dialog or by a fallback. */
export interface LeaveQuestion {
  answer: (leave: boolean) => void;
}

type Listener = () => void;

/**
 * What the router asks before it leaves the current screen. Editors with unsaved work register here (through
 * `useLeaveGuard`); the guarded history asks `confirmLeave` before a push, a replace or a Back/Forward; the
 * one dialog host shows `question` and answers it. Plain objects rather than React state, because the history
 * that asks lives outside React.
 */
export interface LeaveGuards {
  /** Adds one reason to ask; returns its removal. */
  add: () => () => void;
  /** Whether leaving now would lose work. */
  readonly active: boolean;
  /** Asks whether to leave; while a question is open, the same answer is awaited. */
  confirmLeave: () => Promise<boolean>;
  /** Runs `navigate` without asking: a navigation the editor makes itself once its work is saved or deleted. */
  bypass: (navigate: () => void) => void;
  readonly question: LeaveQuestion | null;
  /** For the dialog host; without one, `confirmLeave` falls back to the browser's own confirm. */
  subscribe: (listener: Listener) => () => void;
}

export const leaveQuestionText = 'You have unsaved changes. If you leave now, they are lost.';

export function createLeaveGuards(): LeaveGuards {
  let reasons = 0;
  let bypassing = 0;
  let question: LeaveQuestion | null = null;
  let pending: Promise<boolean> | null = null;
  const listeners = new Set<Listener>();
  const notify = () => {
    for (const listener of listeners) listener();
  };

  return {
    add() {
      reasons += 1;
      let removed = false;
      return () => {
        if (removed) return;
        removed = true;
        reasons -= 1;
      };
    },
    get active() {
      return reasons > 0 && bypassing === 0;
    },
    confirmLeave() {
      if (pending) return pending;
      if (listeners.size === 0) return Promise.resolve(window.confirm(`Leave without saving? ${leaveQuestionText}`));
      pending = new Promise<boolean>((resolve) => {
        let answered = false;
        question = {
          answer: (leave) => {
            if (answered) return;
            answered = true;
            question = null;
            pending = null;
            notify();
            resolve(leave);
          },
        };
      });
      notify();
      return pending;
    },
    bypass(navigate) {
      bypassing += 1;
      try {
        navigate();
      } finally {
        bypassing -= 1;
      }
    },
    get question() {
      return question;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        // With nobody left to show it, an open question would never be answered: the person stays.
        if (listeners.size === 0) question?.answer(false);
      };
    },
  };
}
