import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * true while React hydrates HTML the server rendered (React reads the server snapshot exactly then); false on
 * the server itself and in every client render (a page opened by navigation, the desktop target).
 */
export function useHydratingServerHtml(): boolean {
  const readingServerSnapshot = useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
  return readingServerSnapshot && typeof window !== 'undefined';
}
