import { z } from 'zod';
import { ImageSchema, LongTextSchema, ShortTextSchema, TitleSchema } from './fields';

/** `content` is free text; blank lines separate paragraphs. */
export const IntroSchema = z.object({
  title: TitleSchema,
  subtitle: ShortTextSchema.optional(),
  description: LongTextSchema.optional(),
  description1: LongTextSchema.optional(),
  description2: LongTextSchema.optional(),
  content: LongTextSchema.optional(),
  image: ImageSchema.optional(),
});

export type Intro = z.infer<typeof IntroSchema>;
