import type { LinkTarget } from '../../../../../../contract/admin/link-targets';

/** One choice of the link tool's list: a page or subpage, or a block on it. */
export interface LinkOption {
  key: string;
  href: string;
  /** What a link inserted with nothing selected says: the page's title, or the block's heading. */
  title: string;
  /** Under the title: the page's address (and its page, for a subpage), or the block's type and anchor. */
  detail: string;
  isBlock: boolean;
}

/** A page and its blocks: one group of the list, named by the page's title. */
export interface LinkOptionGroup {
  key: string;
  label: string;
  options: LinkOption[];
}

/** Each page as a choice, followed by its blocks, in the order the server ranked the pages. */
export function linkOptionGroups(targets: readonly LinkTarget[]): LinkOptionGroup[] {
  return targets.map((target) => ({
    key: target.path,
    label: target.title,
    options: [
      {
        key: target.path,
        href: target.path,
        title: target.title,
        detail: target.parentTitle === null ? target.path : `In ${target.parentTitle} · ${target.path}`,
        isBlock: false,
      },
      ...target.anchors.map((anchor) => ({
        key: `${target.path}#${anchor.anchor}`,
        href: `${target.path}#${anchor.anchor}`,
        title: anchor.label,
        detail: anchor.label === anchor.type ? `#${anchor.anchor}` : `${anchor.type} · #${anchor.anchor}`,
        isBlock: true,
      })),
    ],
  }));
}
