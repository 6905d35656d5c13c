import { useRef } from 'react';
import { classNames } from '../../lib/class-names';
import type { DesktopBreakpoint } from './desktop-breakpoint';
import { DesktopNavItem } from './desktop-nav-item';
import { hideBelow } from './responsive-visibility';
import { useDismiss } from './use-dismiss';
import { useHoverIntent } from './use-hover-intent';
import type { NavNode } from './visible-menu';
import styles from './desktop-nav.module.css';

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
    <nav ref={navRef} aria-label="Main" className={classNames(styles.nav, hideBelow[from])}>
      <ul className={styles.list}>
        {items.map((node) => (
          <DesktopNavItem key={node.id} node={node} pathname={pathname} intent={intent} scope={scope} />
        ))}
      </ul>
    </nav>
  );
}
