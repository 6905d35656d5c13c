import { chakra } from '@chakra-ui/react';
import type { KeyboardEvent, Ref } from 'react';
import { useRef } from 'react';
import { isActivePath } from './active-path';
import { panelItemStyles, panelSurfaceStyles } from './header-styles';
import { whenHovering } from './hover-handlers';
import { MenuLink } from './menu-link';
import { moveMenuFocus, verticalMoveFor } from './menu-focus';
import type { NavNode } from './visible-menu';

interface SubmenuPanelProps {
  id: string;
  open: boolean;
  items: NavNode[];
  pathname: string;
  onPointerEnter: () => void;
  onPointerLeave: () => void;
  /** Close and hand focus back to the dropdown item that opened it (ArrowLeft, Escape). */
  onCloseToParent: () => void;
  ref?: Ref<HTMLDivElement>;
}

/** The third level, flying out to the right of its dropdown item. */
export function SubmenuPanel({
  id,
  open,
  items,
  pathname,
  onPointerEnter,
  onPointerLeave,
  onCloseToParent,
  ref,
}: SubmenuPanelProps) {
  const listRef = useRef<HTMLUListElement>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft' || event.key === 'Escape') {
      event.preventDefault();
      // Only this level closes: the dropdown around it stays open for the next choice.
      event.stopPropagation();
      onCloseToParent();
      return;
    }
    const move = verticalMoveFor(event.key);
    if (!move) return;
    event.preventDefault();
    event.stopPropagation();
    moveMenuFocus(listRef.current, 2, move);
  };

  return (
    <chakra.div
      ref={ref}
      id={id}
      hidden={!open}
      position="absolute"
      left="100%"
      top="-2"
      // Transparent gutter between the two panels: the pointer crossing it is still inside the submenu.
      ps="3"
      zIndex="dropdown"
      onPointerEnter={whenHovering(onPointerEnter)}
      onPointerLeave={whenHovering(onPointerLeave)}
    >
      {open && (
        <chakra.ul ref={listRef} css={panelSurfaceStyles} listStyle="none" m="0" onKeyDown={onKeyDown}>
          {items.map((leaf) => (
            <chakra.li key={leaf.id} display="flex">
              <MenuLink
                to={leaf.link}
                data-nav-level="2"
                aria-current={isActivePath(pathname, leaf.link) ? 'page' : undefined}
                css={panelItemStyles}
              >
                {leaf.text}
              </MenuLink>
            </chakra.li>
          ))}
        </chakra.ul>
      )}
    </chakra.div>
  );
}
