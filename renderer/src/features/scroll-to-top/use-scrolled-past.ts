import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the page is scrolled further than `threshold` pixels. The snapshot is a boolean, so the
 * component re-renders only when the answer flips, not on every scroll event.
 */
export function useScrolledPast(threshold: number): boolean {
  const subscribe = useCallback((onChange: () => void) => {
    // Passive: the listener never calls preventDefault, so scrolling is not held up waiting for it.
    window.addEventListener('scroll', onChange, { passive: true });
    return () => window.removeEventListener('scroll', onChange);
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > threshold,
    () => false,
  );
}
