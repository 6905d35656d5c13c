import type { LinkTarget } from '../../../../../../contract/admin/link-targets';
import { isSitePath } from '../../../../../../contract/link-rules';
import { splitSiteHref } from './markdown-links';

/**
 * Where a link leads, in words beside its address: the page and block for a site path ("Cloud Security › FAQ"),
 * or what kind of address it is. `target` is the published page at the link's path (null: none, undefined: not
 * known yet).
 */
export function describeLink(href: string, target: LinkTarget | null | undefined): string | undefined {
  if (/^https?:/i.test(href)) return 'another site';
  if (href.startsWith('mailto:')) return 'an email';
  if (href.startsWith('tel:')) return 'a phone call';
  if (!isSitePath(href) || target === undefined) return undefined;
  if (target === null) return 'no published page at this address';
  const { anchor } = splitSiteHref(href);
  if (anchor === null) return target.title;
  const block = target.anchors.find((candidate) => candidate.anchor === anchor);
  return block ? `${target.title} › ${block.label}` : `${target.title}; it has no block #${anchor}`;
}
