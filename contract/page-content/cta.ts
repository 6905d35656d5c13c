import { z } from 'zod';
import { BulletSchema, LongTextSchema, TitleSchema } from './fields';
import { ActionSchema } from './link';

export const CtaSectionSchema = z.object({
  title: TitleSchema,
  description: LongTextSchema,
  primary: ActionSchema,
  secondary: ActionSchema.optional(),
});

export type CtaSection = z.infer<typeof CtaSectionSchema>;

/** The home page's closing call to action also lists a few short proof points. */
export const HomeCtaSectionSchema = CtaSectionSchema.extend({
  highlights: z.array(BulletSchema).min(1).max(4).optional(),
});

export type HomeCtaSection = z.infer<typeof HomeCtaSectionSchema>;
