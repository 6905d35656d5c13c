import { useEffect, useState } from 'react';

/**
 * false on a component's first render, true once it has mounted. Unlike `useHydrated`, which turns true for good
 * once the page has hydrated, this holds for each mount: a part of the page that comes alive later in place of
 * the server's markup (see server-markup/keep-server-markup.tsx) must first render exactly that markup, so
 * the focus, input and taps carried over land on the same elements.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  // The second render is the point: the first one matched the server's markup, this one may differ.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setMounted(true), []);
  return mounted;
}
