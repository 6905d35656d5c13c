import * as z from 'zod/mini';
import { itemsSectionForm, ItemsSectionSchema, itemsSectionTemplate } from './fields';
import { sectionEntry } from './section-entry';
import { choiceField, objectForm } from './section-form';

/**
 * What a block of cards presents; the spec's keyed page content names it `featuresSection`, `solutionsSection` or
 * `careersList`. One type, since the three were one shape drawn by one view.
 */
export const cardsVariants = ['features', 'solutions', 'careers'] as const;

export const CardsSectionSchema = z.object({
  ...ItemsSectionSchema.shape,
  variant: z.enum(cardsVariants),
});

export type CardsSection = z.infer<typeof CardsSectionSchema>;

export const cardsSection = sectionEntry({
  schema: CardsSectionSchema,
  label: 'Cards',
  template: { ...itemsSectionTemplate, variant: 'features' },
  opensPage: false,
  form: objectForm(choiceField('variant', 'Cards of', cardsVariants), ...itemsSectionForm.fields),
});
