import * as z from 'zod/mini';
import { BulletSchema, ImageSchema, TitleSchema } from './fields';
import { ActionSchema } from './link';
import { ShortRichTextSchema } from '../rich-text/rich-text-schema';
import { sectionEntry } from './section-entry';
import {
  actionField,
  choiceField,
  imageField,
  linesField,
  objectForm,
  shortRichTextField,
  textField,
} from './section-form';

export const CtaSectionSchema = z.object({
  title: TitleSchema,
  description: ShortRichTextSchema,
  primary: ActionSchema,
  secondary: z.optional(ActionSchema),
  /** Drawn faintly behind the panel's right side; left out, the panel has no drawing. */
  artwork: z.optional(ImageSchema),
});

export type CtaSection = z.infer<typeof CtaSectionSchema>;

/**
 * A call to action `plain`, or with a few short proof points beside it (`highlights`, the home page's); the spec's
 * keyed page content names them `ctaSection` and `homeCtaSection`.
 */
export const ctaVariants = ['plain', 'highlights'] as const;

export const CallToActionSchema = z.extend(CtaSectionSchema, {
  variant: z.enum(ctaVariants),
  highlights: z.optional(z.array(BulletSchema).check(z.minLength(1), z.maxLength(4))),
});

export type CallToAction = z.infer<typeof CallToActionSchema>;

const ctaFields = [
  textField('title', 'Title'),
  shortRichTextField('description', 'Description'),
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
  schema: CallToActionSchema,
  label: 'Call to action',
  template: { ...ctaTemplate, variant: 'plain' },
  opensPage: false,
  form: objectForm(
    choiceField('variant', 'Layout', ctaVariants),
    ...ctaFields,
    linesField('highlights', 'Highlights (shown with the highlights layout)', { optional: true }),
    artworkField,
  ),
});
