import type { ClashField, MergedField } from '../../../../../contract/admin/edit-clashes';
import { clashFieldLabel, ownFieldKey } from '../../../../../contract/admin/edit-clashes';
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
  | { kind: 'field'; key: string; field: ClashField; label: string; mine: string; theirs: string }
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

/** How the editor names its fields and shows its own fields' values, where they differ from the plain ones. */
export interface FieldNaming {
  /** A page field's label on this kind of item (an article's description is its summary). */
  labels?: Partial<Record<ClashField, string>>;
  /** An own field's value as people read it: an article's author ids as names, its kind by its label. */
  describe?: (key: string, value: unknown) => string;
}

/** An own field's value without a describer: text as it is, lists joined, anything else as JSON. */
export function plainValueText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(plainValueText).join(', ');
  return JSON.stringify(value);
}

function ownFieldValue(meta: string | undefined, key: string): unknown {
  try {
    const parsed: unknown = JSON.parse(meta ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>)[key] : undefined;
  } catch {
    return undefined;
  }
}

/** A field's value as the conflict view shows it: a page field's text, or an own field's (inside `meta`) described. */
function fieldText(document: EditorDocument, field: ClashField, naming: FieldNaming): string {
  const key = ownFieldKey(field);
  if (key === undefined) return document[field as MergedField] ?? '';
  const value = ownFieldValue(document.meta, key);
  return naming.describe ? naming.describe(key, value) : plainValueText(value);
}

/**
 * What clashes between my version and theirs, against the version I started from: each field (a page's, or one
 * of an article's own) and block both sides changed, with what each side holds, for the conflict view to show side
 * by side.
 */
export function clashItems(
  base: EditorDocument,
  mine: EditorDocument,
  theirs: EditorDocument,
  naming: FieldNaming = {},
): ClashItem[] {
  const { clashes } = mergeDocuments(storedDocument(base), mine, storedDocument(theirs));
  const find = (document: EditorDocument, id: string) => document.blocks.find((block) => block.id === id);
  const fields = clashes.fields.map((field): ClashItem => ({
    kind: 'field',
    key: `field:${field}`,
    field,
    label: naming.labels?.[field] ?? clashFieldLabel(field),
    mine: fieldText(mine, field, naming),
    theirs: fieldText(theirs, field, naming),
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
