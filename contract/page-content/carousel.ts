import * as z from 'zod/mini';
import { ImageSchema, LabelSchema, LongTextSchema, ShortTextSchema, TitleSchema } from './fields';
import { ActionSchema, LinkSchema } from './link';

export const HeroSlideSchema = z.object({
  title: TitleSchema,
  subtitle: z.optional(ShortTextSchema),
  description: z.optional(LongTextSchema),
  image: z.optional(ImageSchema),
  cta: z.optional(ActionSchema),
});

export type HeroSlide = z.infer<typeof HeroSlideSchema>;

export const HeroCarouselSchema = z.object({
  title: z.optional(TitleSchema),
  slides: z.array(HeroSlideSchema).check(z.minLength(1), z.maxLength(8)),
  // Bounded so a slide is never gone before it can be read, nor stuck for minutes.
  intervalSeconds: z.optional(z.number().check(z.int(), z.gte(4), z.lte(30))),
});

export type HeroCarousel = z.infer<typeof HeroCarouselSchema>;

export const LogoSchema = z.object({
  name: LabelSchema,
  link: z.optional(LinkSchema),
  image: z.optional(ImageSchema),
});

export type Logo = z.infer<typeof LogoSchema>;

export const LogoCarouselSchema = z.object({
  title: z.optional(TitleSchema),
  description: z.optional(LongTextSchema),
  logos: z.array(LogoSchema).check(z.minLength(1), z.maxLength(40)),
});

export type LogoCarousel = z.infer<typeof LogoCarouselSchema>;
