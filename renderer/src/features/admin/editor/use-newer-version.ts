import { focusManager } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';

/**
 * The focus rule (pages, subpages and the global components alike): when the window regains focus, ask the server for the item again (past the query cache,
 * whose data keys the form). A newer version replaces a form without unsaved changes; one with unsaved
 * changes is never replaced, and the newer version is only announced (`newer`).
 */
export function useNewerVersion<T extends { version: number }>(
  version: number | undefined,
  dirty: boolean,
  loadCurrent: (() => Promise<T>) | undefined,
  takeTheirs: (() => void) | undefined,
) {
  const [newer, setNewer] = useState<T | null>(null);
  // Read when focus returns, not when the effect subscribed: typing must not resubscribe.
  const latest = useRef({ version, dirty, loadCurrent, takeTheirs });
  useEffect(() => {
    latest.current = { version, dirty, loadCurrent, takeTheirs };
  });

  useEffect(
    () =>
      focusManager.subscribe((focused) => {
        const { loadCurrent: load } = latest.current;
        if (!focused || !load) return;
        load().then(
          (theirs) => {
            const now = latest.current;
            if (now.version === undefined || theirs.version <= now.version) return;
            if (now.dirty) setNewer(theirs);
            else now.takeTheirs?.();
          },
          // A failed check changes nothing: the next focus, or a save's 412, tells the same.
          () => undefined,
        );
      }),
    [],
  );
  return {
    newer: newer && version !== undefined && newer.version > version ? newer : null,
    dismiss: () => setNewer(null),
  };
}
