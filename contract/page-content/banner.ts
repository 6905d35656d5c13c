import { z } from 'zod';
import { ImageSchema, LongTextSchema, ShortTextSchema, TitleSchema } from './fields';
import { ActionSchema } from './link';

export const BannerSlideSchema = z.object({
  title: TitleSchema,
  subtitle: ShortTextSchema.optional(),
  description: LongTextSchema.optional(),
  image: ImageSchema.optional(),
  cta: ActionSchema.optional(),
});

export type BannerSlide = z.infer<typeof BannerSlideSchema>;

const BannerSlidesSchema = z.array(BannerSlideSchema).min(1).max(8);

// The two object forms are strict so that a broken `slides` list cannot fall through to the
// text form with its slides silently stripped.
export const BannerWithSlidesSchema = z.strictObject({
  title: TitleSchema,
  slides: BannerSlidesSchema,
});

export const BannerTextSchema = z.strictObject({
  title: TitleSchema,
  subtitle: ShortTextSchema.optional(),
  description: LongTextSchema,
  cta: ActionSchema.optional(),
});

export const BannerSchema = z.union([BannerSlidesSchema, BannerWithSlidesSchema, BannerTextSchema]);

export type Banner = z.infer<typeof BannerSchema>;
