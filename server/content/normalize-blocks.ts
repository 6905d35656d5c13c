import { isSectionType, sectionCatalogue } from '../../contract/page-content/catalogue';
import type { RawBlock } from '../../contract/page-content/blocks';

/**
 * Stored blocks as a write's schema would hand them over (trimmed, defaults filled in), so a merge compares like
 * with like: a block an editor sent back untouched must not read as changed because the stored copy predates a
 * schema's normalising. A block whose data no longer passes its schema is left as stored.
 */
export function normalizeBlocks(blocks: readonly RawBlock[]): RawBlock[] {
  return blocks.map((block) => {
    if (!isSectionType(block.type)) return block;
    const parsed = sectionCatalogue[block.type].schema.safeParse(block.data);
    return parsed.success ? { ...block, data: parsed.data } : block;
  });
}
