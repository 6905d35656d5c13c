import type { LinkTarget } from '../../../../../../contract/admin/link-targets';

/** One choice of the link tool's list: a page or subpage, or a block on it. */
export interface LinkOption {
  key: string;
  href: string;
  /** What a link inserted with nothing selected says: the page's title, or the block's heading. */
  title: string;
  /** Under the title: where it sits and its address. */
  detail: string;
  isBlock: boolean;
}

/** Each page as a choice, followed by its blocks, in the order the server ranked the pages. */
export function linkOptions(targets: readonly LinkTarget[]): LinkOption[] {
  return targets.flatMap((target) => [
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
      detail: `${anchor.label === anchor.type ? 'Block' : anchor.type} on ${target.title} · ${target.path}#${anchor.anchor}`,
      isBlock: true,
    })),
  ]);
}
