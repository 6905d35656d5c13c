import type { KeyboardEvent, RefObject } from 'react';
import { useCallback } from 'react';

/** Results and quick links currently shown (collapsed groups unmount theirs), in reading order. */
function shownResults(container: HTMLElement | null): HTMLElement[] {
  return container ? [...container.querySelectorAll<HTMLElement>('[data-search-result]')] : [];
}

/**
 * Arrow keys move between the field and the results: Down from the field to the first result, Up from
 * the first result back to the field; Enter in the field opens the first result. Group headers keep their
 * own keys (Tab reaches them), and Escape is the dialog's.
 */
export function useResultKeys(
  listRef: RefObject<HTMLElement | null>,
  inputRef: RefObject<HTMLInputElement | null>,
  canOpenFirst: boolean,
) {
  const onInputKeyDown = useCallback(
    (event: KeyboardEvent<HTMLInputElement>) => {
      const results = shownResults(listRef.current);
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        const target = event.key === 'ArrowDown' ? results[0] : results[results.length - 1];
        if (!target) return;
        event.preventDefault();
        target.focus();
      } else if (event.key === 'Enter' && canOpenFirst && results[0]) {
        event.preventDefault();
        results[0].click();
      }
    },
    [listRef, canOpenFirst],
  );

  const onResultKeyDown = useCallback(
    (event: KeyboardEvent<HTMLAnchorElement>) => {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      const results = shownResults(listRef.current);
      const at = results.indexOf(event.currentTarget);
      const next =
        event.key === 'ArrowDown'
          ? results[Math.min(at + 1, results.length - 1)]
          : at <= 0
            ? inputRef.current
            : results[at - 1];
      next?.focus();
    },
    [listRef, inputRef],
  );

  return { onInputKeyDown, onResultKeyDown };
}
