import type { Ref } from 'react';
import { CloseIcon, MenuIcon } from '../../components/icons/ui-icons';
import { classNames } from '../../lib/class-names';
import type { DesktopBreakpoint } from './desktop-breakpoint';
import shared from './header.module.css';
import styles from './mobile-menu-button.module.css';
import { hideFrom as hideFromClass } from './responsive-visibility';

interface MobileMenuButtonProps {
  open: boolean;
  panelId: string;
  onToggle: () => void;
  ref?: Ref<HTMLButtonElement>;
  /** Where the full bar takes over (see desktop-breakpoint.ts). */
  hideFrom: DesktopBreakpoint;
}

export function MobileMenuButton({ open, panelId, onToggle, ref, hideFrom }: MobileMenuButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label={open ? 'Close menu' : 'Open menu'}
      aria-expanded={open}
      // Only while open: the panel (loaded on first open) does not exist otherwise.
      aria-controls={open ? panelId : undefined}
      onClick={onToggle}
      className={classNames(shared.iconButton, styles.menuButton, hideFromClass[hideFrom])}
    >
      {open ? <CloseIcon size={22} /> : <MenuIcon size={22} />}
    </button>
  );
}
