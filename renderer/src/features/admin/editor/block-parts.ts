import type { FieldDescription } from '../../../../../contract/page-content/section-form';
import { personIdsOf } from './sections/people-field-value';
import { sectionFormFor } from './sections/section-form-choice';

/** One part of a block's data: its name as the block's form labels it (`Question 2 › Answer`), and its text. */
export type BlockParts = Map<string, string>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

// A key the form does not describe (stored data the form never showed) still gets a readable name.
const keyLabel = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const join = (path: readonly string[]) => path.join(' › ') || 'Content';

function walkObject(
  value: Record<string, unknown>,
  fields: readonly FieldDescription[],
  path: string[],
  into: BlockParts,
) {
  for (const [key, item] of Object.entries(value)) {
    const field = fields.find((candidate) => candidate.name === key);
    walk(item, field, [...path, field?.label ?? keyLabel(key)], into);
  }
}

function walk(value: unknown, field: FieldDescription | undefined, path: string[], into: BlockParts) {
  if (value === null || value === undefined) return;
  if (field?.kind === 'list' && Array.isArray(value)) {
    // Each item by the form's own name for it, "Question 2", in place of the list's label.
    const outer = path.slice(0, -1);
    value.forEach((item, index) =>
      walk(item, { ...field, kind: 'group' }, [...outer, `${field.itemLabel} ${index + 1}`], into),
    );
  } else if (field?.kind === 'people' && Array.isArray(value)) {
    into.set(join(path), personIdsOf(value).join(', '));
  } else if (field?.kind === 'lines' && Array.isArray(value)) {
    into.set(join(path), value.map(String).join('\n'));
  } else if (field?.kind === 'group' && isRecord(value)) {
    walkObject(value, field.fields, path, into);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => walk(item, undefined, [...path, String(index + 1)], into));
  } else if (isRecord(value)) {
    walkObject(value, [], path, into);
  } else {
    into.set(join(path), String(value));
  }
}

/**
 * Every text, number and yes/no of a block's data, each named as the block's form labels it, so a person can tell
 * which field of the block two versions disagree about. Data the form does not describe is named by its keys.
 */
export function blockParts(block: { type: string; data: unknown } | undefined): BlockParts {
  const into: BlockParts = new Map();
  if (!block) return into;
  const form = sectionFormFor(block.type, block.data)?.form;
  if (form?.shape === 'list') walk(block.data, form.list, [form.list.label], into);
  else {
    const fields = form
      ? { kind: 'group' as const, name: '', label: '', optional: false, fields: form.fields }
      : undefined;
    walk(block.data, fields, [], into);
  }
  return into;
}

/** The parts in which two versions of a block differ, in the order the first (then the second) holds them. */
export function differingParts(
  a: { type: string; data: unknown } | undefined,
  b: { type: string; data: unknown } | undefined,
): { label: string; a?: string; b?: string }[] {
  const [first, second] = [blockParts(a), blockParts(b)];
  return [...new Set([...first.keys(), ...second.keys()])]
    .filter((label) => first.get(label) !== second.get(label))
    .map((label) => ({ label, a: first.get(label), b: second.get(label) }));
}
