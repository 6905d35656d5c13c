import * as z from 'zod/mini';
import { ImageSchema, LongTextSchema, ShortTextSchema, TitleSchema } from './fields';
import { sectionEntry } from './section-entry';
import { imageField, multilineField, objectForm, textField } from './section-form';

/** `content` is free text; blank lines separate paragraphs. */
export const IntroSchema = z.object({
  title: TitleSchema,
  subtitle: z.optional(ShortTextSchema),
  description: z.optional(LongTextSchema),
  description1: z.optional(LongTextSchema),
  description2: z.optional(LongTextSchema),
  content: z.optional(LongTextSchema),
  image: z.optional(ImageSchema),
});

export type Intro = z.infer<typeof IntroSchema>;

export const introSection = sectionEntry({
  schema: IntroSchema,
  label: 'Introduction',
  template: { title: 'New introduction' },
  opensPage: true,
  form: objectForm(
    textField('title', 'Title'),
    textField('subtitle', 'Subtitle', { optional: true }),
    multilineField('description', 'Lead paragraph', { optional: true }),
    multilineField('description1', 'Second paragraph', { optional: true }),
    multilineField('description2', 'Third paragraph', { optional: true }),
    multilineField('content', 'Body text (blank lines separate paragraphs)', { optional: true }),
    imageField('image', 'Image', { optional: true }),
  ),
});
