import { chakra } from '@chakra-ui/react';
import { useRef } from 'react';
import type { DesktopBreakpoint } from './desktop-breakpoint';
import { DesktopNavItem } from './desktop-nav-item';
import { useDismiss } from './use-dismiss';
import { useHoverIntent } from './use-hover-intent';
import type { NavNode } from './visible-menu';

interface DesktopNavProps {
  items: NavNode[];
  pathname: string;
  /** Changes on every navigation; open dropdowns and submenus reset with it. */
  scope: unknown;
  /** From this breakpoint up the bar shows (see desktop-breakpoint.ts). */
  from: DesktopBreakpoint;
}

/** The bar's navigation from its breakpoint up: hover or keyboard dropdowns with fly-out submenus. */
export function DesktopNav({ items, pathname, scope, from }: DesktopNavProps) {
  const intent = useHoverIntent(scope);
  const navRef = useRef<HTMLElement>(null);
  useDismiss({ active: intent.openId !== null, onDismiss: intent.close, insideRef: navRef });

  return (
    <chakra.nav
      ref={navRef}
      aria-label="Main"
      flex="1"
      alignSelf="stretch"
      hideBelow={from}
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
