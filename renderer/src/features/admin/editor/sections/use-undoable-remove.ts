import { useCallback } from 'react';
import { showToast } from '../../../../lib/toaster';
import { blockName } from '../../../../../../contract/page-content/block-name';
import type { BlocksAction, EditorBlock } from './blocks-state';

/**
 * Removing a block is one click, so it can be taken back: the toast that says so offers "Undo" for as long
 * as it shows, which puts the block back at its place with everything typed into it (and its id).
 */
export function useUndoableRemove(
  blocks: EditorBlock[],
  dispatch: (action: BlocksAction) => void,
): (action: BlocksAction) => void {
  return useCallback(
    (action: BlocksAction) => {
      if (action.type !== 'remove') return dispatch(action);
      const index = blocks.findIndex((block) => block.key === action.key);
      const block = blocks[index];
      dispatch(action);
      if (!block) return;
      showToast({
        type: 'info',
        title: 'Block removed',
        description: blockName(block),
        action: {
          label: 'Undo',
          onClick: () => {
            dispatch({ type: 'restore', block, index });
            // The Undo button goes with its toast: focus moves to the block it brought back.
            requestAnimationFrame(() => document.getElementById(`${block.key}-heading`)?.focus());
          },
        },
      });
    },
    [blocks, dispatch],
  );
}
