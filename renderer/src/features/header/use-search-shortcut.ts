import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { takeOverSearchShortcut } from '../../lib/search/early-search-keys';
import { searchDialogOpenAtom, toggleSearchDialogAtom } from '../../lib/search/search-dialog-atoms';

/**
 * Ctrl+K / Cmd+K toggles the search dialog from anywhere, overriding the browser's own use of the chord.
 * Until this runs, the inline head script answers the chord; a press it took opens the dialog now.
 */
export function useSearchShortcut(): void {
  const toggleSearch = useSetAtom(toggleSearchDialogAtom);
  const setSearchOpen = useSetAtom(searchDialogOpenAtom);

  useEffect(() => {
    if (takeOverSearchShortcut()) setSearchOpen(true);
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
  }, [toggleSearch, setSearchOpen]);
}
