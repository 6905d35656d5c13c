import type { BlockWrite } from '../../../../../../contract/page-content/blocks';
import { sameContent } from '../../../../../../contract/page-content/same-content';

/** A block as a document holds it: saved ones have the server's id, one added since the last save has none yet. */
export interface DocumentBlock {
  id?: string;
  type: string;
  data: unknown;
}

export interface EditorBlock {
  /** The editor's own name for the block, stable across moves: React's key and the stem of its DOM ids. */
  key: string;
  /** The server's id, kept through every edit and move; absent for a block added or duplicated since the save. */
  id?: string;
  type: string;
  data: unknown;
  /** Set while the JSON view holds text that does not parse; the data is then the last parsed value. */
  jsonError?: string;
}

export type BlocksAction =
  | { type: 'add'; blockType: string; data: unknown }
  /** A copy right after the block, as a new block (no id: the server names it). */
  | { type: 'duplicate'; key: string }
  | { type: 'remove'; key: string }
  /** Undoes a removal: the block as it was, back at its place. */
  | { type: 'restore'; block: EditorBlock; index: number }
  | { type: 'move'; key: string; by: -1 | 1 }
  | { type: 'update'; key: string; data: unknown }
  | { type: 'jsonError'; key: string; error: string | undefined }
  | { type: 'reset'; blocks: EditorBlock[] };

let nextKey = 0;
const newKey = () => `block-${(nextKey += 1)}`;

export function editorBlocks(blocks: readonly DocumentBlock[]): EditorBlock[] {
  return blocks.map(({ id, type, data }) => ({ key: newKey(), ...(id === undefined ? {} : { id }), type, data }));
}

/**
 * What a save sends, in the order shown. Each block's data has passed its type's schema by then (a save waits
 * while any block has errors), which the compiler cannot follow from a type name to its data; the server judges
 * the list again.
 */
export function blockWrites(blocks: readonly EditorBlock[]): BlockWrite[] {
  return blocks.map(({ id, type, data }) => ({ ...(id === undefined ? {} : { id }), type, data }) as BlockWrite);
}

/** Same blocks, same order, same content: a block without an id (new since the save) always differs. */
export function sameBlocks(a: readonly DocumentBlock[], b: readonly DocumentBlock[]): boolean {
  return (
    a.length === b.length &&
    a.every((block, index) => {
      const other = b[index];
      return (
        other !== undefined &&
        block.id !== undefined &&
        block.id === other.id &&
        block.type === other.type &&
        sameContent(block.data, other.data)
      );
    })
  );
}

function patch(state: EditorBlock[], key: string, change: Partial<EditorBlock>): EditorBlock[] {
  return state.map((block) => (block.key === key ? { ...block, ...change } : block));
}

export function blocksReducer(state: EditorBlock[], action: BlocksAction): EditorBlock[] {
  switch (action.type) {
    case 'add':
      return [...state, { key: newKey(), type: action.blockType, data: action.data }];
    case 'duplicate': {
      const index = state.findIndex((block) => block.key === action.key);
      const original = state[index];
      if (!original) return state;
      const copy: EditorBlock = { key: newKey(), type: original.type, data: structuredClone(original.data) };
      return [...state.slice(0, index + 1), copy, ...state.slice(index + 1)];
    }
    case 'remove':
      return state.filter((block) => block.key !== action.key);
    case 'restore': {
      // Somehow still there (a second Undo): nothing to put back.
      if (state.some((block) => block.key === action.block.key)) return state;
      const next = [...state];
      next.splice(Math.min(action.index, next.length), 0, action.block);
      return next;
    }
    case 'move': {
      const from = state.findIndex((block) => block.key === action.key);
      const to = from + action.by;
      if (from < 0 || to < 0 || to >= state.length) return state;
      const next = [...state];
      const [moved] = next.splice(from, 1);
      if (moved) next.splice(to, 0, moved);
      return next;
    }
    case 'update': {
      const current = state.find((block) => block.key === action.key);
      // Forms report their values on every render; an unchanged value must not re-render the editor.
      if (!current || (sameContent(current.data, action.data) && !current.jsonError)) return state;
      return patch(state, action.key, { data: action.data, jsonError: undefined });
    }
    case 'jsonError': {
      const current = state.find((block) => block.key === action.key);
      if (!current || current.jsonError === action.error) return state;
      return patch(state, action.key, { jsonError: action.error });
    }
    case 'reset':
      return action.blocks;
  }
}
