import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { mergeFormValues } from './section-clean';
import type { FieldSpec, SectionFormSpec } from './section-form-specs';
import { validateSection } from './section-validation';

function read(data: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, part) =>
        typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[part] : undefined,
      data,
    );
}

function write(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.');
  const last = parts.pop() as string;
  let node = target;
  for (const part of parts) {
    const child = node[part];
    node[part] = typeof child === 'object' && child !== null ? child : {};
    node = node[part] as Record<string, unknown>;
  }
  node[last] = value;
}

function fieldValues(fields: FieldSpec[], data: unknown): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    const value = read(data, field.name);
    write(values, field.name, typeof value === 'string' ? value : '');
  }
  return values;
}

/** Inputs need a string for every field the form shows, '' where the section has none. */
export function formDefaults(spec: SectionFormSpec, data: unknown): FieldValues {
  const values = fieldValues(spec.fields, data);
  for (const list of spec.lists) {
    const items = read(data, list.name);
    values[list.name] = Array.isArray(items) ? items.map((item) => fieldValues(list.fields, item)) : [];
  }
  return values;
}

export function blankListItem(fields: FieldSpec[]): Record<string, unknown> {
  return fieldValues(fields, {});
}

/** Validates what the form would save (the original data with the form's fields over it) against the contract. */
export function sectionResolver(key: string, original: unknown): Resolver<FieldValues> {
  return (values) => {
    const issues = validateSection(key, mergeFormValues(original, values));
    if (issues.length === 0) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of issues) {
      const path = issue.path.map(String).join('.') || 'root';
      if (read(errors, path) === undefined) write(errors, path, { type: 'validate', message: issue.message });
    }
    // The nested object built above is exactly RHF's error shape, keyed by the issue paths.
    return { values: {}, errors: errors as FieldErrors<FieldValues> };
  };
}
