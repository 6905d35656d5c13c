import { useCallback, useEffect, useMemo, useRef } from 'react';
import { hoverOpenDelayMs } from './header-timings';
import { useScopedState } from './use-scoped-state';

export interface HoverIntent {
  /** The one panel open at this level, if any. */
  openId: string | null;
  /** Pointer came over `id`: cancel a pending close, and open `id` after the hover delay unless it already is. */
  enter(id: string): void;
  /** Pointer went away: cancel a pending open and close after `closeDelayMs`. */
  leave(closeDelayMs: number): void;
  /** Keyboard and clicks act at once, dropping any pending hover timer. */
  openNow(id: string): void;
  close(): void;
}

/**
 * Hover timing for one level of menus (the top bar, or the submenus inside one dropdown). A single timer
 * per level is enough: the latest pointer move always decides, which is what makes re-entry cancel a close.
 * Everything closes when `scope` changes.
 */
export function useHoverIntent(scope?: unknown): HoverIntent {
  const [openId, setOpenId] = useScopedState<string | null>(null, scope);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancel = useCallback(() => {
    if (timer.current === undefined) return;
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  const schedule = useCallback(
    (delayMs: number, next: string | null) => {
      cancel();
      timer.current = setTimeout(() => {
        timer.current = undefined;
        setOpenId(next);
      }, delayMs);
    },
    [cancel, setOpenId],
  );

  // A timer scheduled before a navigation (or unmount) must not fire into the new page.
  useEffect(() => cancel, [cancel, scope]);

  const enter = useCallback(
    (id: string) => {
      if (openId === id) cancel();
      else schedule(hoverOpenDelayMs, id);
    },
    [openId, cancel, schedule],
  );
  const leave = useCallback(
    (closeDelayMs: number) => {
      if (openId === null) cancel();
      else schedule(closeDelayMs, null);
    },
    [openId, cancel, schedule],
  );
  const openNow = useCallback(
    (id: string) => {
      cancel();
      setOpenId(id);
    },
    [cancel, setOpenId],
  );
  const close = useCallback(() => {
    cancel();
    setOpenId(null);
  }, [cancel, setOpenId]);

  return useMemo(() => ({ openId, enter, leave, openNow, close }), [openId, enter, leave, openNow, close]);
}
