import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { toggleSearchDialogAtom } from '../../lib/search/search-dialog-atoms';

/** Ctrl+K / Cmd+K toggles the search dialog from anywhere, overriding the browser's own use of the chord. */
export function useSearchShortcut(): void {
  const toggleSearch = useSetAtom(toggleSearchDialogAtom);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey)) return;
      if (event.altKey || event.shiftKey || event.isComposing) return;
      event.preventDefault();
      // Holding the keys would otherwise flicker the dialog open and shut.
      if (event.repeat) return;
      toggleSearch();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggleSearch]);
}
