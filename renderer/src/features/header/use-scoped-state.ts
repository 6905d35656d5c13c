import { useCallback, useState } from 'react';

/**
 * State that falls back to `initial` whenever `scope` changes (we pass the router location key, so menus
 * reset on every navigation). Derived during render rather than reset in an effect, so a stale open panel
 * never paints for a frame after the route has changed.
 */
export function useScopedState<T>(initial: T, scope: unknown): [T, (next: T) => void] {
  const [state, setState] = useState<{ value: T; scope: unknown }>({ value: initial, scope });
  const value = Object.is(state.scope, scope) ? state.value : initial;
  const set = useCallback((next: T) => setState({ value: next, scope }), [scope]);
  return [value, set];
}
