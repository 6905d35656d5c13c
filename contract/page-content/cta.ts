import * as z from 'zod/mini';
import { BulletSchema, LongTextSchema, TitleSchema } from './fields';
import { ActionSchema } from './link';
import { sectionEntry } from './section-entry';
import { actionField, linesField, multilineField, objectForm, textField } from './section-form';

export const CtaSectionSchema = z.object({
  title: TitleSchema,
  description: LongTextSchema,
  primary: ActionSchema,
  secondary: z.optional(ActionSchema),
});

export type CtaSection = z.infer<typeof CtaSectionSchema>;

/** The home page's closing call to action also lists a few short proof points. */
export const HomeCtaSectionSchema = z.extend(CtaSectionSchema, {
  highlights: z.optional(z.array(BulletSchema).check(z.minLength(1), z.maxLength(4))),
});

export type HomeCtaSection = z.infer<typeof HomeCtaSectionSchema>;

const ctaFields = [
  textField('title', 'Title'),
  multilineField('description', 'Description'),
  actionField('primary', 'Primary button'),
  actionField('secondary', 'Secondary button', { optional: true }),
];
const ctaTemplate = {
  title: 'Ready to talk?',
  description: 'Tell us about your project.',
  primary: { text: 'Contact us', link: '/contact' },
};

export const ctaSection = sectionEntry({
  schema: CtaSectionSchema,
  label: 'Call to action',
  template: ctaTemplate,
  opensPage: false,
  form: objectForm(...ctaFields),
});

export const homeCtaSection = sectionEntry({
  schema: HomeCtaSectionSchema,
  label: 'Call to action with highlights',
  template: ctaTemplate,
  opensPage: false,
  form: objectForm(...ctaFields, linesField('highlights', 'Highlights', { optional: true })),
});
