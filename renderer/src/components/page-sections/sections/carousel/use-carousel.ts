import type { FocusEvent } from 'react';
import { useCallback, useEffect, useState } from 'react';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

export const defaultCarouselIntervalMs = 6000;

export interface CarouselState {
  index: number;
  count: number;
  /** True while slides advance on their own; the slide region is only a live region when this is false. */
  playing: boolean;
  /** False under reduced motion or with a single slide: no timer, no pause button. */
  canAutoPlay: boolean;
  /** Not rotating by the visitor's choice: so it starts, until they press Play; after Pause, hover and focus
   * leaving do not restart it. */
  stopped: boolean;
  toggleStopped: () => void;
  goTo: (index: number) => void;
  next: () => void;
  previous: () => void;
  rootProps: {
    onMouseEnter: () => void;
    onMouseLeave: () => void;
    onFocus: () => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
}

/**
 * Slide index plus the auto-advance rules of the WAI-ARIA carousel pattern. Slides do not move on their own
 * until the visitor presses Play (text that moves while it is read is lost, and a page should open still); then
 * rotation pauses while the pointer is over the carousel or focus is inside it, stops for good on Pause, and
 * never starts when the visitor prefers reduced motion.
 */
export function useCarousel(count: number, intervalMs: number = defaultCarouselIntervalMs): CarouselState {
  const [rawIndex, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const [stopped, setStopped] = useState(true);
  const reducedMotion = usePrefersReducedMotion();

  const index = count > 0 ? Math.min(rawIndex, count - 1) : 0;
  const canAutoPlay = count > 1 && !reducedMotion;
  const playing = canAutoPlay && !stopped && !hovered && !focusWithin;

  // Keyed on the index, so a manual move also restarts the countdown instead of jumping again at once.
  useEffect(() => {
    if (!playing) return undefined;
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [playing, index, count, intervalMs]);

  const goTo = useCallback((next: number) => setIndex(count > 0 ? ((next % count) + count) % count : 0), [count]);

  return {
    index,
    count,
    playing,
    canAutoPlay,
    stopped,
    toggleStopped: () => setStopped((value) => !value),
    goTo,
    next: () => goTo(index + 1),
    previous: () => goTo(index - 1),
    rootProps: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocusWithin(true),
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
      },
    },
  };
}
