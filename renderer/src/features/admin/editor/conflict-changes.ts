import type { EditorDocument } from './page-editor';
import { blockName } from '../../../../../contract/page-content/block-name';
import type { DocumentBlock } from './sections/blocks-state';
import { movedIds } from '../../../../../contract/page-content/moved-ids';
import { sameContent } from '../../../../../contract/page-content/same-content';

/** One page field someone else changed: what the editor opened on, and what it is now. */
export interface FieldChange {
  label: string;
  before: string;
  after: string;
}

export type BlockChangeKind = 'added' | 'removed' | 'changed' | 'moved' | 'changed and moved';

export interface BlockChange {
  /** The block's id, the same in both versions. */
  id: string;
  /** Its type's label and heading, as they read in their version (the base one for a removed block). */
  label: string;
  change: BlockChangeKind;
}

export interface DocumentChanges {
  fields: FieldChange[];
  blocks: BlockChange[];
}

const fieldLabels = { title: 'Title', slug: 'Slug', description: 'Description', status: 'Status' } as const;

const idsOf = (blocks: readonly DocumentBlock[]) =>
  blocks.flatMap((block) => (block.id === undefined ? [] : [block.id]));

/**
 * What changed between the version an editor opened (`base`) and the one saved meanwhile (`theirs`): each page
 * field by name with both values, and each block by its id, added, removed, changed or moved (a block's own
 * fields are too many to list in a conflict notice). Blocks read in their version's order, removed ones last.
 */
export function describeChanges(base: EditorDocument, theirs: EditorDocument): DocumentChanges {
  const fields = (Object.keys(fieldLabels) as (keyof typeof fieldLabels)[])
    .filter((field) => base[field] !== theirs[field])
    .map((field) => ({ label: fieldLabels[field], before: base[field], after: theirs[field] }));
  const before = new Map(base.blocks.flatMap((block) => (block.id === undefined ? [] : [[block.id, block] as const])));
  const after = new Set(idsOf(theirs.blocks));
  const shared = (blocks: readonly DocumentBlock[]) => idsOf(blocks).filter((id) => before.has(id) && after.has(id));
  const moved = movedIds(shared(base.blocks), shared(theirs.blocks));
  const blocks = theirs.blocks.flatMap((block): BlockChange[] => {
    const old = block.id === undefined ? undefined : before.get(block.id);
    const id = block.id ?? '';
    if (!old) return [{ id, label: blockName(block), change: 'added' }];
    const changed = old.type !== block.type || !sameContent(old.data, block.data);
    const change = changed ? (moved.has(id) ? 'changed and moved' : 'changed') : moved.has(id) ? 'moved' : null;
    return change ? [{ id, label: blockName(block), change }] : [];
  });
  const removed = [...before.values()]
    .filter((block) => block.id !== undefined && !after.has(block.id))
    .map((block): BlockChange => ({ id: block.id ?? '', label: blockName(block), change: 'removed' }));
  return { fields, blocks: [...blocks, ...removed] };
}
