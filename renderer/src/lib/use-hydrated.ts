import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * false while React hydrates server-rendered HTML (and on the server), true afterwards. Whatever only the
 * browser knows (the stored theme) may change markup only once this is true, or hydration would mismatch.
 * A client-only render (the desktop target) is true from its first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
