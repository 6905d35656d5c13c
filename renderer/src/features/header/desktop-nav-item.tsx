import type { FocusEvent, KeyboardEvent } from 'react';
import { useId, useRef } from 'react';
import { flushSync } from 'react-dom';
import { ChevronDownIcon } from '../../components/icons/ui-icons';
import { classNames } from '../../lib/class-names';
import { isActivePath } from './active-path';
import { DropdownPanel } from './dropdown-panel';
import shared from './header.module.css';
import { dropdownCloseDelayMs } from './header-timings';
import { whenHovering } from './hover-handlers';
import { MenuLink } from './menu-link';
import type { FocusMove } from './menu-focus';
import { moveMenuFocus } from './menu-focus';
import type { HoverIntent } from './use-hover-intent';
import type { NavNode } from './visible-menu';
import styles from './desktop-nav-item.module.css';

interface DesktopNavItemProps {
  node: NavNode;
  pathname: string;
  /** The top bar's timing, shared by all items so only one dropdown is open at a time. */
  intent: HoverIntent;
  scope: unknown;
}

/** A top-level entry: a plain link, or a link plus a toggle button that owns a dropdown panel. */
export function DesktopNavItem({ node, pathname, intent, scope }: DesktopNavItemProps) {
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const current = isActivePath(pathname, node.link) ? 'page' : undefined;

  if (node.children.length === 0) {
    return (
      <li className={styles.item}>
        <MenuLink to={node.link} aria-current={current} className={shared.topLevelLink}>
          {node.text}
        </MenuLink>
      </li>
    );
  }

  const open = intent.openId === node.id;
  const openAndFocus = (move: FocusMove) => {
    // The panel's links exist only while it is open: render them now so focus can land on one.
    flushSync(() => intent.openNow(node.id));
    moveMenuFocus(panelRef.current, 1, move);
  };
  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    openAndFocus(event.key === 'ArrowDown' ? 'first' : 'last');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    intent.close();
    toggleRef.current?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    // Tabbing past the last link of an open panel closes it, as a keyboard user would expect.
    const next = event.relatedTarget;
    if (open && next instanceof Node && !event.currentTarget.contains(next)) intent.close();
  };

  return (
    // Escape and focus leaving come up from the link, the toggle and the panel's links; the item itself takes no focus.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      className={classNames(styles.item, styles.withDropdown)}
      onPointerEnter={whenHovering(() => intent.enter(node.id))}
      onPointerLeave={whenHovering(() => intent.leave(dropdownCloseDelayMs))}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <MenuLink
        to={node.link}
        aria-current={current}
        className={classNames(shared.topLevelLink, shared.withToggle)}
        onKeyDown={onTriggerKeyDown}
      >
        {node.text}
      </MenuLink>
      <button
        ref={toggleRef}
        type="button"
        aria-label={`${node.text} menu`}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? intent.close() : intent.openNow(node.id))}
        onKeyDown={onTriggerKeyDown}
        className={classNames(shared.iconButton, styles.toggle)}
      >
        <ChevronDownIcon size={14} />
      </button>
      <DropdownPanel ref={panelRef} id={panelId} open={open} items={node.children} pathname={pathname} scope={scope} />
    </li>
  );
}
