import { blockAnchorIds } from '../page-content/block-anchors';
import { blockName } from '../page-content/block-name';
import type { BlockClash, MergeBlock, MergeChoice } from '../page-content/merge-blocks';
import { mergeBlocks } from '../page-content/merge-blocks';
import type { ClashField, EditClashes, MergedField } from './edit-clashes';
import { clashFieldLabel, mergedFields } from './edit-clashes';
import { mergeField, mergeOwnFields } from './merge-own-fields';

/** A page or subpage as a merge sees it: its fields and its blocks in display order. */
export interface MergeDocument {
  title: string;
  slug: string;
  description: string;
  /** An article's own fields as one JSON object's text, merged key by key (`merge-own-fields.ts`); absent for pages. */
  meta?: string;
  blocks: readonly MergeBlock[];
}

/** A stored version: every block has its id. */
export interface StoredMergeDocument extends MergeDocument {
  blocks: readonly (MergeBlock & { id: string })[];
}

/** The side to keep for each clash, by field name and by block id. */
export interface MergeChoices {
  fields?: Partial<Record<ClashField, MergeChoice>>;
  blocks?: Readonly<Record<string, MergeChoice>>;
}

export interface DocumentMerge {
  /** The merged fields and blocks; where a clash has no choice yet, their version. */
  document: Omit<MergeDocument, 'blocks'> & { blocks: MergeBlock[] };
  /** What no choice settled: empty when the merge stands on its own. */
  clashes: { fields: ClashField[]; blocks: BlockClash[] };
}

/**
 * Merges a save made from an older version (`base`) with the version saved since (`theirs`): fields and blocks
 * (and an article's own fields, key by key) either side alone changed take that side's value; the same field or
 * block changed differently by both is a clash, unless `choices` says which side to keep. Used by the server for a stale save and by the editor to
 * build the version a person settled clash by clash.
 */
export function mergeDocuments(
  base: StoredMergeDocument,
  mine: MergeDocument,
  theirs: StoredMergeDocument,
  choices: MergeChoices = {},
): DocumentMerge {
  const fieldClashes: ClashField[] = [];
  const own = mergeOwnFields(base.meta, mine.meta, theirs.meta, (key) => choices.fields?.[`meta.${key}`]);
  const fields = Object.fromEntries(
    mergedFields.map((field) => {
      if (field === 'meta' && own) return [field, own.text];
      const merged = mergeField(base[field], mine[field], theirs[field], Object.is, choices.fields?.[field]);
      if (merged.clash) fieldClashes.push(field);
      return [field, merged.value];
    }),
  ) as Pick<MergeDocument, MergedField>;
  // After the page's fields, as the editor shows them.
  if (own) fieldClashes.push(...own.clashes.map((key) => `meta.${key}` as const));
  const blocks = mergeBlocks(base.blocks, mine.blocks, theirs.blocks, (id) => choices.blocks?.[id]);
  return { document: { ...fields, blocks: blocks.blocks }, clashes: { fields: fieldClashes, blocks: blocks.clashes } };
}

export const hasClashes = (clashes: DocumentMerge['clashes']) => clashes.fields.length + clashes.blocks.length > 0;

/** The clashes as the 412 names them: each field by its label, each block by its id, name and anchor. */
export function clashReport(
  clashes: DocumentMerge['clashes'],
  sides: { base: StoredMergeDocument; mine: MergeDocument; theirs: StoredMergeDocument },
): EditClashes {
  const [theirAnchors, baseAnchors] = [blockAnchorIds(sides.theirs.blocks), blockAnchorIds(sides.base.blocks)];
  const find = (id: string) =>
    [sides.theirs, sides.mine, sides.base].flatMap((side) => side.blocks.filter((block) => block.id === id))[0];
  return {
    fields: clashes.fields.map((field) => ({ field, label: clashFieldLabel(field) })),
    blocks: clashes.blocks.map((clash) => {
      const block = find(clash.id);
      return {
        ...clash,
        label: block ? blockName(block) : clash.id,
        anchor: theirAnchors.get(clash.id) ?? baseAnchors.get(clash.id) ?? '',
      };
    }),
  };
}
