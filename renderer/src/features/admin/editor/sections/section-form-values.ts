import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { FieldDescription, SingleFormDescription } from '../../../../../../contract/page-content/section-form';
import type { SectionIssue } from './section-validation';
import { validateSection } from './section-validation';
import { personIdsOf } from './people-field-value';

/**
 * A section's data as its form holds it, and back. Inputs hold strings, so numbers become text, a list of bullet
 * points one line each, and an empty optional field '' that is saved as absent. Properties the description does not
 * name are carried through untouched, so a form never drops what it does not show.
 */
type Json = unknown;
type JsonObject = Record<string, Json>;

/** A bare-list section's items live under this form field (a form's values are always an object). */
export const rootListField = 'items';

const isObject = (value: Json): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: Json): string => (typeof value === 'string' ? value : '');
const numberText = (value: Json): string => (typeof value === 'number' ? String(value) : '');

function toFormField(field: FieldDescription, value: Json): Json {
  switch (field.kind) {
    case 'number':
      return numberText(value);
    case 'lines':
      return Array.isArray(value) ? value.filter((line) => typeof line === 'string').join('\n') : '';
    case 'image': {
      const image = isObject(value) ? value : {};
      return {
        ...image,
        src: text(image.src),
        alt: text(image.alt),
        width: numberText(image.width),
        height: numberText(image.height),
      };
    }
    case 'people':
      // Chosen, not typed: the form holds the members as stored, `{ personId }` each.
      return personIdsOf(value).map((personId) => ({ personId }));
    case 'group':
      return toFormObject(field.fields, value);
    case 'list':
      return Array.isArray(value) ? value.map((item) => toFormObject(field.fields, item)) : [];
    default:
      return text(value);
  }
}

function toFormObject(fields: readonly FieldDescription[], data: Json): JsonObject {
  const source = isObject(data) ? data : {};
  const values: JsonObject = { ...source };
  for (const field of fields) values[field.name] = toFormField(field, source[field.name]);
  return values;
}

const blank = (value: Json) => typeof value !== 'string' || value.trim() === '';
// Text that is not a number is kept as text, so the schema reports "Must be a number" where it was typed.
const toNumber = (value: Json) => (blank(value) ? undefined : Number.isFinite(Number(value)) ? Number(value) : value);

function fromFormField(field: FieldDescription, value: Json): Json {
  switch (field.kind) {
    case 'number':
      return toNumber(value);
    case 'lines': {
      const lines = text(value)
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '');
      return lines.length === 0 && field.optional ? undefined : lines;
    }
    case 'image': {
      const image = isObject(value) ? value : {};
      if ([image.src, image.alt, image.width, image.height].every(blank)) return undefined;
      return {
        ...image,
        src: text(image.src),
        alt: text(image.alt),
        width: toNumber(image.width),
        height: toNumber(image.height),
      };
    }
    case 'people':
      return personIdsOf(value).map((personId) => ({ personId }));
    case 'group': {
      const group = fromFormObject(field.fields, value);
      return field.fields.every((part) => group[part.name] === undefined) ? undefined : group;
    }
    case 'list':
      return Array.isArray(value) ? value.map((item) => fromFormObject(field.fields, item)) : [];
    default:
      return blank(value) ? undefined : value;
  }
}

function fromFormObject(fields: readonly FieldDescription[], values: Json): JsonObject {
  const data: JsonObject = { ...(isObject(values) ? values : {}) };
  for (const field of fields) {
    const value = fromFormField(field, data[field.name]);
    if (value === undefined) delete data[field.name];
    else data[field.name] = value;
  }
  return data;
}

/** The form's starting values for a section's data. */
export function formValues(form: SingleFormDescription, data: Json): FieldValues {
  if (form.shape === 'list') return { [rootListField]: toFormField(form.list, data) };
  return toFormObject(form.fields, data);
}

/** The section's data for the form's current values. */
export function sectionData(form: SingleFormDescription, values: FieldValues): Json {
  if (form.shape === 'list') return fromFormField(form.list, values[rootListField]);
  return fromFormObject(form.fields, values);
}

/** An empty item for a list, every field blank. */
export function blankItem(fields: readonly FieldDescription[]): JsonObject {
  return toFormObject(fields, {});
}

/**
 * Where the form shows a problem the schema found at `path` in the data: at the input that edits it (a bullet
 * point's problem at the whole bullet list, a list's own problem next to its items), or `root` for the section.
 */
export function formPathOf(form: SingleFormDescription, path: readonly PropertyKey[]): string {
  let fields: readonly FieldDescription[] =
    form.shape === 'list' ? [{ ...form.list, name: rootListField }] : form.fields;
  const parts = form.shape === 'list' ? [rootListField, ...path] : [...path];
  const formPath: string[] = [];
  while (parts.length > 0) {
    const name = String(parts.shift());
    const field = fields.find((entry) => entry.name === name);
    if (!field) break;
    formPath.push(name);
    if (field.kind === 'list') {
      if (parts.length === 0) return [...formPath, 'root'].join('.');
      formPath.push(String(parts.shift()));
      fields = field.fields;
    } else if (field.kind === 'group') {
      fields = field.fields;
    } else if (field.kind === 'image') {
      const part = parts[0];
      if (typeof part === 'string' && ['src', 'alt', 'width', 'height'].includes(part)) formPath.push(part);
      return formPath.join('.');
    } else {
      return formPath.join('.');
    }
  }
  return formPath.length > 0 ? formPath.join('.') : 'root';
}

function write(target: JsonObject, path: string, value: Json): void {
  const parts = path.split('.');
  const last = parts.pop() as string;
  let node = target;
  for (const part of parts) {
    const child = node[part];
    node[part] = isObject(child) ? child : {};
    node = node[part] as JsonObject;
  }
  node[last] ??= value;
}

/** Validates what the form would save against the section's schema, with each problem at its input. */
export function sectionResolver(key: string, form: SingleFormDescription): Resolver<FieldValues> {
  return describedResolver(form, (data) => validateSection(key, data));
}

/** The same for any described form (a person, an article's cover): `validate` says what is wrong with its data. */
export function describedResolver(
  form: SingleFormDescription,
  validate: (data: Json) => readonly SectionIssue[],
): Resolver<FieldValues> {
  return (values) => {
    const issues = validate(sectionData(form, values));
    if (issues.length === 0) return { values, errors: {} };
    const errors: JsonObject = {};
    for (const issue of issues)
      write(errors, formPathOf(form, issue.path), { type: 'validate', message: issue.message });
    // The nested object built above is react-hook-form's own error shape, keyed by the form paths.
    return { values: {}, errors: errors as FieldErrors<FieldValues> };
  };
}
