import * as z from 'zod/mini';
import { ImageSchema, ShortTextSchema, TitleSchema } from './fields';
import { RichTextSchema, ShortRichTextSchema } from '../rich-text/rich-text-schema';
import { sectionEntry } from './section-entry';
import { imageField, objectForm, richTextField, shortRichTextField, textField } from './section-form';

/**
 * The page's opening: a lead and up to two more paragraphs (short rich text), and a body (`content`, rich text with
 * headings: a policy page's preamble is long-form).
 */
export const IntroSchema = z.object({
  title: TitleSchema,
  subtitle: z.optional(ShortTextSchema),
  description: z.optional(ShortRichTextSchema),
  description1: z.optional(ShortRichTextSchema),
  description2: z.optional(ShortRichTextSchema),
  content: z.optional(RichTextSchema),
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
    shortRichTextField('description', 'Lead paragraph', { optional: true }),
    shortRichTextField('description1', 'Second paragraph', { optional: true }),
    shortRichTextField('description2', 'Third paragraph', { optional: true }),
    richTextField('content', 'Body text', { optional: true }),
    imageField('image', 'Image', { optional: true }),
  ),
});
