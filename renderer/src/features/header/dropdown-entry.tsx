import type { KeyboardEvent } from 'react';
import { useId, useRef } from 'react';
import { flushSync } from 'react-dom';
import { ChevronRightIcon } from '../../components/icons/ui-icons';
import { classNames } from '../../lib/class-names';
import { isActivePath } from './active-path';
import shared from './header.module.css';
import { submenuCloseDelayMs, submenuPanelLeaveDelayMs } from './header-timings';
import { whenHovering } from './hover-handlers';
import { useMenuEntryText } from './menu-entry-text';
import { MenuLink } from './menu-link';
import { moveMenuFocus } from './menu-focus';
import { SubmenuPanel } from './submenu-panel';
import type { HoverIntent } from './use-hover-intent';
import type { NavNode } from './visible-menu';
import styles from './dropdown-entry.module.css';

interface DropdownEntryProps {
  node: NavNode;
  pathname: string;
  /** The submenu timing shared by this dropdown's entries, so only one submenu is open at a time. */
  submenus: HoverIntent;
}

/** One item of a dropdown panel: a plain link, or a link with a fly-out submenu and its toggle. */
export function DropdownEntry({ node, pathname, submenus }: DropdownEntryProps) {
  const submenuId = useId();
  const linkRef = useRef<HTMLAnchorElement>(null);
  const submenuRef = useRef<HTMLDivElement>(null);
  const current = isActivePath(pathname, node.link) ? 'page' : undefined;
  const { linkProps, content } = useMenuEntryText(node.text, node.description);

  if (node.children.length === 0) {
    return (
      <li className={styles.entry}>
        <MenuLink to={node.link} data-nav-level="1" aria-current={current} className={shared.panelItem} {...linkProps}>
          {content}
        </MenuLink>
      </li>
    );
  }

  const open = submenus.openId === node.id;
  const openAndFocus = () => {
    // The submenu's links exist only while it is open: render them now so focus can land on the first.
    flushSync(() => submenus.openNow(node.id));
    moveMenuFocus(submenuRef.current, 2, 'first');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight') return;
    event.preventDefault();
    openAndFocus();
  };

  return (
    <li className={styles.withSubmenu}>
      <div
        className={styles.row}
        onPointerEnter={whenHovering(() => submenus.enter(node.id))}
        onPointerLeave={whenHovering(() => submenus.leave(submenuCloseDelayMs))}
      >
        <MenuLink
          ref={linkRef}
          to={node.link}
          data-nav-level="1"
          aria-current={current}
          className={shared.panelItem}
          onKeyDown={onKeyDown}
          {...linkProps}
        >
          {content}
        </MenuLink>
        <button
          type="button"
          aria-label={`${node.text} submenu`}
          aria-haspopup="true"
          aria-expanded={open}
          aria-controls={submenuId}
          onClick={() => (open ? submenus.close() : submenus.openNow(node.id))}
          onKeyDown={onKeyDown}
          className={classNames(shared.iconButton, styles.submenuToggle)}
        >
          <ChevronRightIcon size={16} />
        </button>
      </div>
      <SubmenuPanel
        ref={submenuRef}
        id={submenuId}
        open={open}
        items={node.children}
        pathname={pathname}
        onPointerEnter={() => submenus.enter(node.id)}
        onPointerLeave={() => submenus.leave(submenuPanelLeaveDelayMs)}
        onCloseToParent={() => {
          submenus.close();
          linkRef.current?.focus();
        }}
      />
    </li>
  );
}
