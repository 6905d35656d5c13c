import { createContext, useContext } from 'react';

/** Set by the server render to learn the HTTP status of the page it rendered; absent in the browser. */
export const RenderStatusContext = createContext<((status: number) => void) | null>(null);

/** Lets the page being rendered set the HTTP status the server answers with (404 for not-found). */
export function useRenderStatus(status: number): void {
  const report = useContext(RenderStatusContext);
  // Called during render on purpose: the server render runs no effects, and reads the status after it.
  report?.(status);
}
