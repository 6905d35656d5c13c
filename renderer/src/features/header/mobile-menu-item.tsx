import { chakra } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { ChevronDownIcon } from '../../components/icons/ui-icons';
import { isActivePath } from './active-path';
import { focusRing, iconButtonStyles } from './header-styles';
import { MenuLink } from './menu-link';
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

  return (
    <chakra.li>
      <chakra.div display="flex" alignItems="center" gap="2">
        <MenuLink
          to={node.link}
          aria-current={isActivePath(pathname, node.link) ? 'page' : undefined}
          // Also closes when the link points at the page already shown, where no navigation happens.
          onClick={onNavigate}
          flex="1"
          display="flex"
          alignItems="center"
          minH="12"
          ps={depth === 0 ? '3' : `${3 + depth * 4}`}
          pe="3"
          borderRadius="md"
          fontSize={depth === 0 ? 'md' : 'sm'}
          fontWeight={depth === 0 ? 'semibold' : 'medium'}
          color={depth === 0 ? 'fg' : 'fg.muted'}
          textDecoration="none"
          _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
          _focusVisible={{ ...focusRing, outlineOffset: '0' }}
          _currentPage={{ color: 'signal.fg', bg: 'signal.subtle' }}
        >
          {node.text}
        </MenuLink>
        {hasGroup && (
          <chakra.button
            type="button"
            aria-label={`${node.text} ${depth === 0 ? 'menu' : 'submenu'}`}
            aria-expanded={expanded}
            aria-controls={groupId}
            onClick={() => setExpanded(!expanded)}
            css={iconButtonStyles}
            boxSize="12"
            _expanded={{ color: 'fg', '& svg': { transform: 'rotate(180deg)' } }}
          >
            <ChevronDownIcon size={18} />
          </chakra.button>
        )}
      </chakra.div>
      {hasGroup && (
        <chakra.ul id={groupId} hidden={!expanded} listStyle="none" m="0" p="0" pb="1">
          {node.children.map((child) => (
            <MobileMenuItem key={child.id} node={child} depth={depth + 1} pathname={pathname} onNavigate={onNavigate} />
          ))}
        </chakra.ul>
      )}
    </chakra.li>
  );
}
