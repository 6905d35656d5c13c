import { useMemo, useReducer } from 'react';
import type { RawBlock } from '../../../../../contract/page-content/blocks';
import { validateSection } from './sections/section-validation';
import type { DocumentBlock } from './sections/blocks-state';
import { blocksReducer, blockWrites, editorBlocks, sameBlocks } from './sections/blocks-state';

/** The editor's blocks, and what the rest of the editor derives from them. */
export function useBlocksEditorState(initialBlocks: readonly DocumentBlock[]) {
  const [blocks, dispatch] = useReducer(blocksReducer, initialBlocks, editorBlocks);
  return useMemo(() => {
    const writes = blockWrites(blocks);
    const invalid = blocks.filter((block) => block.jsonError || validateSection(block.type, block.data).length > 0);
    // The preview names each block by the editor's key: a new block has no id yet.
    const validBlocks: RawBlock[] = blocks
      .filter((block) => !invalid.includes(block))
      .map(({ key, type, data }) => ({ id: key, type, data }));
    // Order is part of the content: the same blocks in another order are a change.
    const changed = !sameBlocks(writes, initialBlocks);
    return { blocks, dispatch, writes, validBlocks, invalid, changed };
  }, [blocks, initialBlocks]);
}
