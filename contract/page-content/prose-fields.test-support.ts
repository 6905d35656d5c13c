import type { SectionType } from './catalogue';
import { sectionCatalogue, sectionTypes } from './catalogue';
import type { FieldDescription, SingleFormDescription } from './section-form';

/** A formatted-text field of a block type: where it is in the block's data (`items.*.answer`) and whether it has headings. */
export interface ProseField {
  type: SectionType;
  /** Dotted path into the block's data, `*` for every entry of a list. */
  pattern: string;
  kind: 'richText' | 'shortRichText';
}

function fieldsIn(fields: readonly FieldDescription[], prefix: string, type: SectionType): ProseField[] {
  return fields.flatMap((field): ProseField[] => {
    const path = `${prefix}${field.name}`;
    switch (field.kind) {
      case 'richText':
      case 'shortRichText':
        return [{ type, pattern: path, kind: field.kind }];
      case 'group':
        return fieldsIn(field.fields, `${path}.`, type);
      case 'list':
        return fieldsIn(field.fields, `${path}.*.`, type);
      default:
        return [];
    }
  });
}

function formFields(type: SectionType, form: SingleFormDescription): ProseField[] {
  // A list form's list is the data itself, whatever its field is named.
  return form.shape === 'object' ? fieldsIn(form.fields, '', type) : fieldsIn(form.list.fields, '*.', type);
}

/** The prose fields of a block's data, read from the admin form that edits data of its shape. */
export function proseFieldsOfData(type: SectionType, data: unknown): ProseField[] {
  const { form } = sectionCatalogue[type];
  if (form.shape !== 'variants') return formFields(type, form);
  const variant = form.variants.find((candidate) => candidate.matches(data));
  return variant ? formFields(type, variant.form) : [];
}

/** Every prose field of every block type (each shape of a block type that has several), once. */
export function catalogueProseFields(): ProseField[] {
  const all = sectionTypes.flatMap((type) => {
    const { form } = sectionCatalogue[type];
    return form.shape === 'variants'
      ? form.variants.flatMap((variant) => formFields(type, variant.form))
      : formFields(type, form);
  });
  const seen = new Set<string>();
  return all.filter((field) => {
    const key = `${field.type} ${field.pattern}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
