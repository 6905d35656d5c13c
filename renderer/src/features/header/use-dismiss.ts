import type { RefObject } from 'react';
import { useEffect, useRef } from 'react';

interface DismissOptions {
  /** Listen only while something is open. */
  active: boolean;
  onDismiss: () => void;
  /** When given, a pointer press outside this element dismisses too ("click outside"). */
  insideRef?: RefObject<HTMLElement | null>;
}

/** Closes an open menu on Escape anywhere in the page and, optionally, on a press outside it. */
export function useDismiss({ active, onDismiss, insideRef }: DismissOptions): void {
  // Callers pass fresh closures each render; the listeners read the latest one instead of re-subscribing.
  const latest = useRef(onDismiss);
  useEffect(() => {
    latest.current = onDismiss;
  });

  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) latest.current();
    };
    const onPointerDown = (event: PointerEvent) => {
      const inside = insideRef?.current;
      if (!inside || (event.target instanceof Node && inside.contains(event.target))) return;
      latest.current();
    };
    document.addEventListener('keydown', onKeyDown);
    if (insideRef) document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [active, insideRef]);
}
