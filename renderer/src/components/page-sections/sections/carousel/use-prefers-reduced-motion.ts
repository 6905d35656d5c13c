import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const getSnapshot = () => window.matchMedia(query).matches;
// Rendering without a window (tests of the HTML, a later server render) assumes motion is fine;
// the first client snapshot corrects it before any timer starts.
const getServerSnapshot = () => false;

/** Follows the visitor's reduced-motion setting live, so turning it on mid-visit stops auto-advance at once. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
