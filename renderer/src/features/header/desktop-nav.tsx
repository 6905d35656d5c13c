import { chakra } from '@chakra-ui/react';
import { useRef } from 'react';
import { DesktopNavItem } from './desktop-nav-item';
import { useDismiss } from './use-dismiss';
import { useHoverIntent } from './use-hover-intent';
import type { NavNode } from './visible-menu';

interface DesktopNavProps {
  items: NavNode[];
  pathname: string;
  /** Changes on every navigation; open dropdowns and submenus reset with it. */
  scope: unknown;
}

/** The bar's navigation from the large breakpoint up: hover or keyboard dropdowns with fly-out submenus. */
export function DesktopNav({ items, pathname, scope }: DesktopNavProps) {
  const intent = useHoverIntent(scope);
  const navRef = useRef<HTMLElement>(null);
  useDismiss({ active: intent.openId !== null, onDismiss: intent.close, insideRef: navRef });

  return (
    <chakra.nav
      ref={navRef}
      aria-label="Main"
      flex="1"
      alignSelf="stretch"
      hideBelow="lg"
      display="flex"
      justifyContent="center"
    >
      <chakra.ul display="flex" alignItems="stretch" gap="0.5" listStyle="none" m="0" p="0">
        {items.map((node) => (
          <DesktopNavItem key={node.id} node={node} pathname={pathname} intent={intent} scope={scope} />
        ))}
      </chakra.ul>
    </chakra.nav>
  );
}
