import type { RawBlock } from '../../contract/page-content/blocks';
import { readRawBlocks } from '../../contract/page-content/blocks';
import { keyedContent } from '../../contract/page-content/keyed-content';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * A page's or subpage's content column: the JSON list of its blocks. A row that is not a list reads as no blocks,
 * and an item that is not shaped like a block is left out, so one bad row cannot take a page down.
 */
export function readStoredBlocks(text: string): RawBlock[] {
  return readRawBlocks(parseJson(text));
}

/** A public answer's content: the blocks in display order, and the spec's keyed view of them (its `content`). */
export function publicContent(blocks: RawBlock[]): { blocks: RawBlock[]; content: Record<string, unknown> } {
  return { blocks, content: keyedContent(blocks) };
}

/** A JSON object kept as text (a revision's snapshot); anything else reads as empty. */
export function readJsonRecord(text: string): Record<string, unknown> {
  const value = parseJson(text);
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
