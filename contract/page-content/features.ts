import * as z from 'zod/mini';
import { cardFields, ItemSchema, itemsSectionTemplate } from './fields';
import { sectionEntry } from './section-entry';
import { listField, listForm } from './section-form';

export const FeatureSchema = ItemSchema;
export type Feature = z.infer<typeof FeatureSchema>;

export const FeaturesSchema = z.array(FeatureSchema).check(z.minLength(1), z.maxLength(24));
export type Features = z.infer<typeof FeaturesSchema>;

export const featureListSection = sectionEntry({
  schema: FeaturesSchema,
  label: 'Feature list',
  template: itemsSectionTemplate.items,
  opensPage: false,
  form: listForm(listField('', 'Features', { itemLabel: 'Feature', summaryField: 'title', fields: cardFields })),
});
