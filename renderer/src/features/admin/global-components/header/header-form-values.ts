import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type {
  DropdownItem,
  HeaderConfig,
  MenuItem,
  SubmenuItem,
} from '../../../../../../contract/global-components/header-config';
import { HeaderConfigSchema } from '../../../../../../contract/global-components/header-config';

export type MenuItemPath = `menuItems.${number}`;
export type DropdownItemPath = `menuItems.${number}.dropdownItems.${number}`;
export type SubmenuItemPath = `${DropdownItemPath}.submenuItems.${number}`;
export type LinkItemPath = MenuItemPath | DropdownItemPath | SubmenuItemPath;

export const newSubmenuItem = (): SubmenuItem => ({ text: '', link: '/', order: 0, enabled: true });
export const newDropdownItem = (): DropdownItem => ({ ...newSubmenuItem(), hasSubmenu: false, submenuItems: [] });
export const newMenuItem = (): MenuItem => ({ ...newSubmenuItem(), hasDropdown: false, dropdownItems: [] });

const renumber = <T extends { order: number }>(items: readonly T[]): T[] =>
  items.map((item, index) => ({ ...item, order: index + 1 }));

/**
 * The builder orders items by their position in each list (moved with up/down), so `order` is written
 * from that position on save rather than typed by hand.
 */
export function withPositionOrder(config: HeaderConfig): HeaderConfig {
  return {
    ...config,
    menuItems: renumber(config.menuItems).map((item) => ({
      ...item,
      dropdownItems: renumber(item.dropdownItems).map((entry) => ({
        ...entry,
        submenuItems: renumber(entry.submenuItems),
      })),
    })),
  };
}

/** Lists are edited in position order, so a stored configuration is sorted by `order` when loaded. */
export function inPositionOrder(config: HeaderConfig): HeaderConfig {
  const sorted = <T extends { order: number }>(items: readonly T[]): T[] =>
    [...items].sort((a, b) => a.order - b.order);
  return {
    ...config,
    menuItems: sorted(config.menuItems).map((item) => ({
      ...item,
      dropdownItems: sorted(item.dropdownItems).map((entry) => ({
        ...entry,
        submenuItems: sorted(entry.submenuItems),
      })),
    })),
  };
}

/**
 * The schema's input leaves `hasDropdown`/`dropdownItems` optional (stored content may omit them), but the
 * form always holds complete items, since they come parsed from the server or from the new-item factories.
 */
export const headerResolver = zodResolver(HeaderConfigSchema) as Resolver<HeaderConfig>;
