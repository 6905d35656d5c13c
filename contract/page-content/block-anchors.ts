// No schema library here: the public site's first load computes anchors while rendering blocks.
import { sectionAnchorId } from './section-anchor';

interface AnchoredBlock {
  id: string;
  type: string;
  data: unknown;
}

function headingOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const title = (data as { title?: unknown }).title;
  return typeof title === 'string' && title.trim() !== '' ? title : undefined;
}

/**
 * Each block's anchor (its DOM id, the `sectionId` of search hits): readable and unique on the page. The first
 * block of a type keeps the type's anchor (`job-listings-section`, what links and search used before blocks);
 * a later one adds its heading (`faq-pricing`), or a number when that is taken too.
 */
export function blockAnchorIds(blocks: readonly AnchoredBlock[]): Map<string, string> {
  const anchors = new Map<string, string>();
  const taken = new Set<string>();
  for (const block of blocks) {
    const base = sectionAnchorId(block.type);
    const heading = headingOf(block.data);
    const candidates = [base, ...(heading ? [sectionAnchorId(block.type, heading)] : [])];
    let anchor = candidates.find((candidate) => !taken.has(candidate));
    for (let n = 2; anchor === undefined; n += 1) {
      const numbered = `${candidates[candidates.length - 1]}-${n}`;
      if (!taken.has(numbered)) anchor = numbered;
    }
    taken.add(anchor);
    anchors.set(block.id, anchor);
  }
  return anchors;
}
