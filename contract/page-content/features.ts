import * as z from 'zod/mini';
import { cardFields, ItemSchema, itemsSectionForm, ItemsSectionSchema, itemsSectionTemplate } from './fields';
import { sectionEntry } from './section-entry';
import { listField, listForm } from './section-form';

export const FeatureSchema = ItemSchema;
export type Feature = z.infer<typeof FeatureSchema>;

export const FeaturesSectionSchema = ItemsSectionSchema;
export type FeaturesSection = z.infer<typeof FeaturesSectionSchema>;

export const FeaturesSchema = z.array(FeatureSchema).check(z.minLength(1), z.maxLength(24));
export type Features = z.infer<typeof FeaturesSchema>;

export const featuresSection = sectionEntry({
  schema: FeaturesSectionSchema,
  label: 'Features',
  template: itemsSectionTemplate,
  opensPage: false,
  form: itemsSectionForm,
});

export const featureListSection = sectionEntry({
  schema: FeaturesSchema,
  label: 'Feature list',
  template: itemsSectionTemplate.items,
  opensPage: false,
  form: listForm(listField('', 'Features', { itemLabel: 'Feature', summaryField: 'title', fields: cardFields })),
});
