import * as z from 'zod/mini';
import { BulletSchema, LongTextSchema, TitleSchema } from './fields';
import { ActionSchema } from './link';

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
