import { chakra } from '@chakra-ui/react';
import type { Ref } from 'react';
import { CloseIcon, MenuIcon } from '../../components/icons/ui-icons';
import { iconButtonStyles } from './header-styles';

interface MobileMenuButtonProps {
  open: boolean;
  panelId: string;
  onToggle: () => void;
  ref?: Ref<HTMLButtonElement>;
}

export function MobileMenuButton({ open, panelId, onToggle, ref }: MobileMenuButtonProps) {
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
      hideFrom="lg"
      boxSize="10"
      color="fg"
    >
      {open ? <CloseIcon size={22} /> : <MenuIcon size={22} />}
    </chakra.button>
  );
}
