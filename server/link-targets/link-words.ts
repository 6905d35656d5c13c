import type { RawBlock } from '../../contract/page-content/blocks';
import { isSectionType } from '../../contract/page-content/catalogue';
import { foldCase } from '../../contract/search/case-fold';
import { readStoredBlocks } from '../repositories/content-json';
import { headingOf } from './link-anchors';

/** What of one block the ranking can match that stored data alone says: its heading, and an unknown type. */
function wordsOf(block: RawBlock): string[] {
  const heading = headingOf(block.data);
  return [...(isSectionType(block.type) ? [] : [block.type]), ...(heading === undefined ? [] : [heading])];
}

/**
 * The words of a page's or subpage's stored content (its `content` column) that the link tool's ranking can match
 * (`linkAnchors`: a block's heading, else its type's label), folded and joined by spaces: kept in the row's
 * `link_words` by every write (`recordReferences`), so that SQL narrows by these few words, not the whole content.
 *
 * A superset of the anchors' labels taken from stored data only: every block's heading (the banner's too), and the
 * type of a block the catalogue does not know (its label is its type). A catalogue type's label comes from code,
 * which may change without a save, so it is not kept: a word found in a label is not narrowed by
 * (`link-target-candidates.ts`).
 */
export function linkWordsOf(content: string): string {
  return readStoredBlocks(content)
    .flatMap(wordsOf)
    .map((words) => foldCase(words))
    .join(' ');
}
