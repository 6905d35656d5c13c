import { SearchIcon } from '../../components/icons/ui-icons';
import { classNames } from '../../lib/class-names';
import type { DesktopBreakpoint } from './desktop-breakpoint';
import shared from './header.module.css';
import { MobileMenuItem } from './mobile-menu-item';
import styles from './mobile-menu-panel.module.css';
import { hideFrom as hideFromClass } from './responsive-visibility';
import { ThemeToggleButton } from './theme-toggle-button';
import type { NavNode } from './visible-menu';

interface MobileMenuPanelProps {
  id: string;
  items: NavNode[];
  pathname: string;
  showSearch: boolean;
  showThemeToggle: boolean;
  onNavigate: () => void;
  onSearch: () => void;
  /** Where the full bar takes over (see desktop-breakpoint.ts). */
  hideFrom: DesktopBreakpoint;
}

/**
 * The full-width panel below the bar on small screens. It hangs from the header (absolute, not fixed):
 * the header's backdrop filter makes it the containing block for fixed descendants anyway.
 */
export function MobileMenuPanel({
  id,
  items,
  pathname,
  showSearch,
  showThemeToggle,
  onNavigate,
  onSearch,
  hideFrom,
}: MobileMenuPanelProps) {
  return (
    <div id={id} className={classNames(shared.appear, styles.panel, hideFromClass[hideFrom])}>
      <nav aria-label="Main">
        <ul className={styles.list}>
          {items.map((node) => (
            <MobileMenuItem key={node.id} node={node} depth={0} pathname={pathname} onNavigate={onNavigate} />
          ))}
        </ul>
      </nav>
      {(showSearch || showThemeToggle) && (
        <div className={styles.actions}>
          {showSearch && (
            <button type="button" onClick={onSearch} className={classNames(shared.focusRing, styles.searchButton)}>
              <SearchIcon size={18} />
              Search
            </button>
          )}
          {showThemeToggle && <ThemeToggleButton withLabel />}
        </div>
      )}
    </div>
  );
}
