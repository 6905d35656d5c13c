import { useCallback, useSyncExternalStore } from 'react';

/** Chakra's `md` breakpoint, which is also the spec's 768 px line between accordions and columns. */
export const wideFooterQuery = '(min-width: 768px)';

/**
 * Whether a media query matches, read during render so the first paint already has the right layout.
 * The server snapshot is `false` (mobile first) for when the footer is rendered on the server.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const getSnapshot = () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false);
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
