import { useEffect, useRef, useState } from 'react';

/**
 * A save that found no connection is sent again when the browser (or the desktop app) is back online, once. The
 * retry is the same save, with the same If-Match, so a version saved meanwhile still meets the conflict view.
 */
export function useRetryWhenOnline() {
  const retry = useRef<(() => void) | null>(null);
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    const online = () => {
      const run = retry.current;
      retry.current = null;
      setWaiting(false);
      run?.();
    };
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, []);
  return {
    waiting,
    queue(run: () => void) {
      retry.current = run;
      setWaiting(true);
    },
    cancel() {
      retry.current = null;
      setWaiting(false);
    },
  };
}
