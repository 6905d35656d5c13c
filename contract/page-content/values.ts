import * as z from 'zod/mini';
import { cardFields, ItemSchema, SectionHeadingShape } from './fields';
import { sectionEntry } from './section-entry';
import { headingFields, listField, objectForm } from './section-form';

export const ValueSchema = ItemSchema;
export type Value = z.infer<typeof ValueSchema>;

export const ValuesSectionSchema = z.object({
  ...SectionHeadingShape,
  values: z.array(ValueSchema).check(z.minLength(1), z.maxLength(12)),
});

export type ValuesSection = z.infer<typeof ValuesSectionSchema>;

export const valuesSection = sectionEntry({
  schema: ValuesSectionSchema,
  label: 'Values',
  template: { title: 'Our values', values: [{ title: 'New value', description: 'What it means in practice.' }] },
  opensPage: false,
  form: objectForm(
    ...headingFields(),
    listField('values', 'Values', { itemLabel: 'Value', summaryField: 'title', fields: cardFields }),
  ),
});
