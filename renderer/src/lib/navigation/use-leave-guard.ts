import { useCallback, useEffect } from 'react';
import { useLeaveGuards } from './leave-guards-context';

/**
 * While `dirty`, leaving the screen asks first: in-app links, `navigate()` and Back/Forward through the
 * guarded router's dialog; reload, closing the tab or going to another site through the browser's own
 * `beforeunload` prompt (its wording cannot be set).
 */
export function useLeaveGuard(dirty: boolean): void {
  const guards = useLeaveGuards();
  useEffect(() => {
    if (!dirty) return;
    const remove = guards?.add();
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      remove?.();
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [dirty, guards]);
}

/** Wraps a navigation the screen makes itself after its work is safe (saved, or deleted on purpose). */
export function useLeaveWithoutAsking(): (navigate: () => void) => void {
  const guards = useLeaveGuards();
  return useCallback((navigate: () => void) => (guards ? guards.bypass(navigate) : navigate()), [guards]);
}

/**
 * For a way out that is not a navigation (signing out): resolves true at once when nothing is unsaved,
 * otherwise asks the same question as a link would.
 */
export function useConfirmLeave(): () => Promise<boolean> {
  const guards = useLeaveGuards();
  return useCallback(async () => (guards?.active ? guards.confirmLeave() : true), [guards]);
}
