import { sectionAnchorId } from '../../../../../contract/page-content/section-anchor';

/**
 * The anchor of one entry of a list block (a text block's clause, a partner, a job posting): its block's anchor
 * and its title, so entries of two blocks of one type never share one. The first block of a type keeps its type's
 * anchor (`job-listings-section`), so its entries keep theirs (`job-listings-section-security-engineer`).
 */
export function entryAnchorId(blockAnchor: string, title: string): string {
  return sectionAnchorId(blockAnchor, title);
}
