import type { KeyboardEvent, Ref } from 'react';
import { useRef } from 'react';
import { isActivePath } from './active-path';
import shared from './header.module.css';
import { whenHovering } from './hover-handlers';
import { useMenuEntryText } from './menu-entry-text';
import { MenuLink } from './menu-link';
import { moveMenuFocus, verticalMoveFor } from './menu-focus';
import type { NavNode } from './visible-menu';
import styles from './submenu-panel.module.css';

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

function SubmenuLeaf({ leaf, pathname }: { leaf: NavNode; pathname: string }) {
  const { linkProps, content } = useMenuEntryText(leaf.text, leaf.description);
  return (
    <li className={styles.leaf}>
      <MenuLink
        to={leaf.link}
        data-nav-level="2"
        aria-current={isActivePath(pathname, leaf.link) ? 'page' : undefined}
        className={shared.panelItem}
        {...linkProps}
      >
        {content}
      </MenuLink>
    </li>
  );
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
    <div
      ref={ref}
      id={id}
      hidden={!open}
      className={styles.submenu}
      onPointerEnter={whenHovering(onPointerEnter)}
      onPointerLeave={whenHovering(onPointerLeave)}
    >
      {open && (
        // The arrow keys come up from the links inside; the list itself takes no focus.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
        <ul ref={listRef} className={shared.panelSurface} onKeyDown={onKeyDown}>
          {items.map((leaf) => (
            <SubmenuLeaf key={leaf.id} leaf={leaf} pathname={pathname} />
          ))}
        </ul>
      )}
    </div>
  );
}
