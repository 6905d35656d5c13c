import type { LinkAnchor } from '../../contract/admin/link-targets';
import { blockAnchorIds } from '../../contract/page-content/block-anchors';
import type { RawBlock } from '../../contract/page-content/blocks';
import { isSectionType, sectionCatalogue } from '../../contract/page-content/catalogue';

/** A block's own heading, the one its anchor is made from (`blockAnchorIds`); list blocks have none. */
export function headingOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const { title } = data as { title?: unknown };
  return typeof title === 'string' && title.trim() !== '' ? title.trim() : undefined;
}

/**
 * The blocks of a page a link may point into, with the anchors the public page gives them (`blockAnchorIds`, the
 * same ids search links to), named by their heading, else by their type. The banner is left out: it is the top of
 * the page, which the page's own address already is.
 */
export function linkAnchors(blocks: readonly RawBlock[]): LinkAnchor[] {
  const anchors = blockAnchorIds(blocks);
  return blocks.flatMap((block) => {
    const anchor = anchors.get(block.id);
    if (anchor === undefined || block.type === 'banner') return [];
    const type = isSectionType(block.type) ? sectionCatalogue[block.type].label : block.type;
    return [{ anchor, label: headingOf(block.data) ?? type, type }];
  });
}
