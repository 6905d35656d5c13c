import * as z from 'zod/mini';
import { ImageSchema, LongTextSchema, ShortTextSchema, TitleSchema } from './fields';
import { ActionSchema } from './link';

export const BannerSlideSchema = z.object({
  title: TitleSchema,
  subtitle: z.optional(ShortTextSchema),
  description: z.optional(LongTextSchema),
  image: z.optional(ImageSchema),
  cta: z.optional(ActionSchema),
});

export type BannerSlide = z.infer<typeof BannerSlideSchema>;

const BannerSlidesSchema = z.array(BannerSlideSchema).check(z.minLength(1), z.maxLength(8));

// The two object forms are strict so that a broken `slides` list cannot fall through to the
// text form with its slides silently stripped.
export const BannerWithSlidesSchema = z.strictObject({
  title: TitleSchema,
  slides: BannerSlidesSchema,
});

export const BannerTextSchema = z.strictObject({
  title: TitleSchema,
  subtitle: z.optional(ShortTextSchema),
  description: LongTextSchema,
  cta: z.optional(ActionSchema),
});

export const BannerSchema = z.union([BannerSlidesSchema, BannerWithSlidesSchema, BannerTextSchema]);

export type Banner = z.infer<typeof BannerSchema>;
