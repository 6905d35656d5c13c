import type { MenuItem } from '../../../../contract/global-components/header-config';

/** One entry of the rendered menu, at any level: only enabled items, already sorted, children only when there are some. */
export interface NavNode {
  /** Stable within one configuration: the item's position path ("2", "2.0", "2.0.1"), used for ids and open state. */
  id: string;
  text: string;
  link: string;
  /** The line under a dropdown or submenu entry; top-level items have none. */
  description?: string;
  children: NavNode[];
}

/** Only a description with words in it: an empty one draws nothing. */
const describedBy = (description: string | undefined): { description?: string } =>
  description?.trim() ? { description: description.trim() } : {};

interface Orderable {
  order: number;
  enabled: boolean;
}

function enabledInOrder<T extends Orderable>(items: readonly T[]): T[] {
  // Array sort is stable, so items sharing an order keep the configuration's sequence.
  return items.filter((item) => item.enabled).sort((a, b) => a.order - b.order);
}

/**
 * The menu as visitors see it: disabled items are dropped at every level, and a dropdown or submenu whose
 * items are all disabled collapses into a plain link rather than an empty panel.
 */
export function visibleMenu(menuItems: readonly MenuItem[]): NavNode[] {
  return enabledInOrder(menuItems).map((item, index) => {
    const id = String(index);
    const dropdown = item.hasDropdown ? enabledInOrder(item.dropdownItems) : [];
    return {
      id,
      text: item.text,
      link: item.link,
      children: dropdown.map((entry, entryIndex) => {
        const entryId = `${id}.${entryIndex}`;
        const submenu = entry.hasSubmenu ? enabledInOrder(entry.submenuItems) : [];
        return {
          id: entryId,
          text: entry.text,
          link: entry.link,
          ...describedBy(entry.description),
          children: submenu.map((leaf, leafIndex) => ({
            id: `${entryId}.${leafIndex}`,
            text: leaf.text,
            link: leaf.link,
            ...describedBy(leaf.description),
            children: [],
          })),
        };
      }),
    };
  });
}
