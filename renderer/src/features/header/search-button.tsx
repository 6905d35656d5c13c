import { useSetAtom } from 'jotai';
import { SearchIcon } from '../../components/icons/ui-icons';
import { classNames } from '../../lib/class-names';
import { searchDialogOpenAtom } from '../../lib/search/search-dialog-atoms';
import shared from './header.module.css';
import styles from './search-button.module.css';
import { useSearchShortcutHint } from './shortcut-hint';

/** The desktop search trigger: looks like a field so it reads as "search", and teaches the keyboard shortcut. */
export function SearchButton({ className }: { className?: string }) {
  const setSearchOpen = useSetAtom(searchDialogOpenAtom);
  const shortcutHint = useSearchShortcutHint();
  return (
    <button
      type="button"
      aria-label="Search"
      aria-keyshortcuts="Control+K Meta+K"
      onClick={() => setSearchOpen(true)}
      className={classNames(shared.focusRing, styles.searchButton, className)}
    >
      <SearchIcon size={16} />
      <span className={styles.label}>Search</span>
      <kbd className={styles.shortcut}>{shortcutHint}</kbd>
    </button>
  );
}
