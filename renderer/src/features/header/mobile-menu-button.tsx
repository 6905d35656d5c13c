import { chakra } from '@chakra-ui/react';
import type { Ref } from 'react';
import { CloseIcon, MenuIcon } from '../../components/icons/ui-icons';
import type { DesktopBreakpoint } from './desktop-breakpoint';
import { iconButtonStyles } from './header-styles';

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
    <chakra.button
      ref={ref}
      type="button"
      aria-label={open ? 'Close menu' : 'Open menu'}
      aria-expanded={open}
      // Only while open: the panel (loaded on first open) does not exist otherwise.
      aria-controls={open ? panelId : undefined}
      onClick={onToggle}
      css={iconButtonStyles}
      hideFrom={hideFrom}
      boxSize="10"
      color="fg"
    >
      {open ? <CloseIcon size={22} /> : <MenuIcon size={22} />}
    </chakra.button>
  );
}
