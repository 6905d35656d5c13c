import type { MergedField } from '../../../../../contract/admin/edit-clashes';
import { mergedFieldLabels } from '../../../../../contract/admin/edit-clashes';
import type { StoredMergeDocument } from '../../../../../contract/admin/merge-document';
import { mergeDocuments } from '../../../../../contract/admin/merge-document';
import { blockName, blockTypeLabel } from '../../../../../contract/page-content/block-name';
import type { ClashSide } from '../../../../../contract/page-content/merge-blocks';
import { differingParts } from './block-parts';
import type { EditorDocument } from './page-editor';
import type { DocumentBlock } from './sections/blocks-state';

/** One part of a clashing block as each side has it; a side without the part (or without the block) has none. */
export interface ClashRow {
  label: string;
  mine?: string;
  theirs?: string;
}

export type ClashItem =
  | { kind: 'field'; key: string; field: MergedField; label: string; mine: string; theirs: string }
  | { kind: 'block'; key: string; id: string; label: string; mine: ClashSide; theirs: ClashSide; rows: ClashRow[] };

/** A version as the server stored it: every block has its id (one added since has none, and cannot clash). */
export function storedDocument(document: EditorDocument): StoredMergeDocument {
  return {
    ...document,
    blocks: document.blocks.flatMap((block) => (block.id === undefined ? [] : [{ ...block, id: block.id }])),
  };
}

const typeParts = (a?: DocumentBlock, b?: DocumentBlock) =>
  a && b && a.type !== b.type ? [{ label: 'Block type', a: blockTypeLabel(a.type), b: blockTypeLabel(b.type) }] : [];

function blockRows(base?: DocumentBlock, mine?: DocumentBlock, theirs?: DocumentBlock): ClashRow[] {
  if (mine && theirs) {
    const parts = [...typeParts(mine, theirs), ...differingParts(mine, theirs)];
    return parts.map(({ label, a, b }) => ({ label, mine: a, theirs: b }));
  }
  // Removed on one side: what the other changed since the version both started from.
  const changed = mine ?? theirs;
  const parts = [...typeParts(base, changed), ...differingParts(base, changed)];
  return parts.map(({ label, b }) => (mine ? { label, mine: b } : { label, theirs: b }));
}

/** A page's editor has no article details (`meta`), so that field never clashes there. */
const fieldText = (document: EditorDocument, field: MergedField) => (field === 'meta' ? '' : document[field]);

/**
 * What clashes between my version and theirs, against the version I started from: each page field and block both
 * sides changed, with what each side holds, for the conflict view to show side by side.
 */
export function clashItems(base: EditorDocument, mine: EditorDocument, theirs: EditorDocument): ClashItem[] {
  const { clashes } = mergeDocuments(storedDocument(base), mine, storedDocument(theirs));
  const find = (document: EditorDocument, id: string) => document.blocks.find((block) => block.id === id);
  const fields = clashes.fields.map((field): ClashItem => ({
    kind: 'field',
    key: `field:${field}`,
    field,
    label: mergedFieldLabels[field],
    mine: fieldText(mine, field),
    theirs: fieldText(theirs, field),
  }));
  const blocks = clashes.blocks.map((clash): ClashItem => {
    const [was, mineBlock, theirBlock] = [find(base, clash.id), find(mine, clash.id), find(theirs, clash.id)];
    const named = theirBlock ?? mineBlock ?? was;
    return {
      kind: 'block',
      key: `block:${clash.id}`,
      ...clash,
      label: named ? blockName(named) : clash.id,
      rows: blockRows(was, mineBlock, theirBlock),
    };
  });
  return [...fields, ...blocks];
}
