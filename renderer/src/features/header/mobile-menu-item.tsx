import { useId, useState } from 'react';
import { ChevronDownIcon } from '../../components/icons/ui-icons';
import { classNames } from '../../lib/class-names';
import { isActivePath } from './active-path';
import shared from './header.module.css';
import { useMenuEntryText } from './menu-entry-text';
import { MenuLink } from './menu-link';
import styles from './mobile-menu-item.module.css';
import type { NavNode } from './visible-menu';

interface MobileMenuItemProps {
  node: NavNode;
  /** 0 for the top level, 1 inside a dropdown group, 2 inside a submenu group. */
  depth: number;
  pathname: string;
  onNavigate: () => void;
}

/** One row of the mobile menu; an item with children becomes a disclosure that expands its group in place. */
export function MobileMenuItem({ node, depth, pathname, onNavigate }: MobileMenuItemProps) {
  const groupId = useId();
  const [expanded, setExpanded] = useState(false);
  const hasGroup = node.children.length > 0;
  const { linkProps, content } = useMenuEntryText(node.text, node.description);

  return (
    <li>
      <div className={styles.row}>
        <MenuLink
          to={node.link}
          aria-current={isActivePath(pathname, node.link) ? 'page' : undefined}
          // Also closes when the link points at the page already shown, where no navigation happens.
          onClick={onNavigate}
          data-depth={depth}
          className={classNames(shared.focusRing, styles.link)}
          {...linkProps}
        >
          {content}
        </MenuLink>
        {hasGroup && (
          <button
            type="button"
            aria-label={`${node.text} ${depth === 0 ? 'menu' : 'submenu'}`}
            aria-expanded={expanded}
            aria-controls={groupId}
            onClick={() => setExpanded(!expanded)}
            className={classNames(shared.iconButton, styles.toggle)}
          >
            <ChevronDownIcon size={18} />
          </button>
        )}
      </div>
      {hasGroup && (
        <ul id={groupId} hidden={!expanded} className={styles.group}>
          {node.children.map((child) => (
            <MobileMenuItem key={child.id} node={child} depth={depth + 1} pathname={pathname} onNavigate={onNavigate} />
          ))}
        </ul>
      )}
    </li>
  );
}
