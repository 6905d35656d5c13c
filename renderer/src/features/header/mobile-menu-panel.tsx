import { chakra } from '@chakra-ui/react';
import { SearchIcon } from '../../components/icons/ui-icons';
import type { DesktopBreakpoint } from './desktop-breakpoint';
import { focusRing } from './header-styles';
import { MobileMenuItem } from './mobile-menu-item';
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
    <chakra.div
      id={id}
      hideFrom={hideFrom}
      display="flex"
      flexDirection="column"
      position="absolute"
      top="100%"
      insetX="0"
      h="calc(100dvh - 4rem)"
      overflowY="auto"
      overscrollBehavior="contain"
      bg="bg"
      borderTopWidth="1px"
      borderColor="border"
      px="4"
      py="4"
      gap="4"
      animation="fade-in 140ms ease-out"
      _motionReduce={{ animation: 'none' }}
    >
      <chakra.nav aria-label="Main">
        <chakra.ul listStyle="none" m="0" p="0">
          {items.map((node) => (
            <MobileMenuItem key={node.id} node={node} depth={0} pathname={pathname} onNavigate={onNavigate} />
          ))}
        </chakra.ul>
      </chakra.nav>
      {(showSearch || showThemeToggle) && (
        <chakra.div display="flex" flexDirection="column" gap="2" pt="4" borderTopWidth="1px" borderColor="border">
          {showSearch && (
            <chakra.button
              type="button"
              onClick={onSearch}
              display="flex"
              alignItems="center"
              gap="3"
              h="12"
              px="3"
              borderWidth="1px"
              borderColor="border"
              borderRadius="lg"
              bg="bg.subtle"
              color="fg.muted"
              fontSize="md"
              cursor="pointer"
              _focusVisible={focusRing}
            >
              <SearchIcon size={18} />
              Search
            </chakra.button>
          )}
          {showThemeToggle && <ThemeToggleButton withLabel justifyContent="flex-start" />}
        </chakra.div>
      )}
    </chakra.div>
  );
}
