import type { KeyboardEvent, Ref } from 'react';
import { useRef } from 'react';
import { classNames } from '../../lib/class-names';
import { DropdownEntry } from './dropdown-entry';
import shared from './header.module.css';
import { moveMenuFocus, verticalMoveFor } from './menu-focus';
import { useHoverIntent } from './use-hover-intent';
import type { NavNode } from './visible-menu';
import styles from './dropdown-panel.module.css';

interface DropdownPanelProps {
  id: string;
  open: boolean;
  items: NavNode[];
  pathname: string;
  scope: unknown;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The panel under a top-level item. The shell always exists (the toggle's aria-controls points at it);
 * its list mounts only while open, so a reopened dropdown starts with every submenu closed.
 */
export function DropdownPanel({ id, open, items, pathname, scope, ref }: DropdownPanelProps) {
  return (
    <div ref={ref} id={id} hidden={!open} className={styles.dropdown}>
      {open && <DropdownList items={items} pathname={pathname} scope={scope} />}
    </div>
  );
}

function DropdownList({ items, pathname, scope }: Pick<DropdownPanelProps, 'items' | 'pathname' | 'scope'>) {
  const submenus = useHoverIntent(scope);
  const listRef = useRef<HTMLUListElement>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    const move = verticalMoveFor(event.key);
    if (!move) return;
    event.preventDefault();
    moveMenuFocus(listRef.current, 1, move);
  };

  return (
    // The arrow keys come up from the links inside; the list itself takes no focus.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <ul
      ref={listRef}
      className={classNames(shared.panelSurface, items.some((node) => node.description) && styles.described)}
      onKeyDown={onKeyDown}
    >
      {items.map((node) => (
        <DropdownEntry key={node.id} node={node} pathname={pathname} submenus={submenus} />
      ))}
    </ul>
  );
}
