import * as z from 'zod/mini';
import { ImageSchema, LongTextSchema, ShortTextSchema, TitleSchema } from './fields';

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
