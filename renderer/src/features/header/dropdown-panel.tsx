import { chakra } from '@chakra-ui/react';
import type { KeyboardEvent, Ref } from 'react';
import { useRef } from 'react';
import { DropdownEntry } from './dropdown-entry';
import { panelSurfaceStyles } from './header-styles';
import { moveMenuFocus, verticalMoveFor } from './menu-focus';
import { useHoverIntent } from './use-hover-intent';
import type { NavNode } from './visible-menu';

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
    // The top padding is a transparent bridge from the bar to the panel that still counts as "inside".
    <chakra.div ref={ref} id={id} hidden={!open} position="absolute" top="100%" left="-2" pt="1.5" zIndex="dropdown">
      {open && <DropdownList items={items} pathname={pathname} scope={scope} />}
    </chakra.div>
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
    <chakra.ul ref={listRef} css={panelSurfaceStyles} listStyle="none" m="0" onKeyDown={onKeyDown}>
      {items.map((node) => (
        <DropdownEntry key={node.id} node={node} pathname={pathname} submenus={submenus} />
      ))}
    </chakra.ul>
  );
}
