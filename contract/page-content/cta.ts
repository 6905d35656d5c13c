import * as z from 'zod/mini';
import { BulletSchema, ImageSchema, LongTextSchema, TitleSchema } from './fields';
import { ActionSchema } from './link';
import { sectionEntry } from './section-entry';
import { actionField, imageField, linesField, multilineField, objectForm, textField } from './section-form';

export const CtaSectionSchema = z.object({
  title: TitleSchema,
  description: LongTextSchema,
  primary: ActionSchema,
  secondary: z.optional(ActionSchema),
  /** Drawn faintly behind the panel's right side; left out, the site's own data-flow artwork is drawn. */
  artwork: z.optional(ImageSchema),
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
const artworkField = imageField('artwork', 'Background artwork', { optional: true });
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
  form: objectForm(...ctaFields, artworkField),
});

export const homeCtaSection = sectionEntry({
  schema: HomeCtaSectionSchema,
  label: 'Call to action with highlights',
  template: ctaTemplate,
  opensPage: false,
  form: objectForm(...ctaFields, linesField('highlights', 'Highlights', { optional: true }), artworkField),
});
