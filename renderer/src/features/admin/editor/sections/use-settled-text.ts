import { useEffect, useState } from 'react';

/** `text` once it has stopped changing for `delayMs`: a search asks the server once per pause, not per key. */
export function useSettledText(text: string, delayMs: number): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(text), delayMs);
    return () => window.clearTimeout(timer);
  }, [text, delayMs]);
  return settled;
}
