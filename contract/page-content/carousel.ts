import { z } from 'zod';
import { ImageSchema, LabelSchema, LongTextSchema, ShortTextSchema, TitleSchema } from './fields';
import { ActionSchema, LinkSchema } from './link';

export const HeroSlideSchema = z.object({
  title: TitleSchema,
  subtitle: ShortTextSchema.optional(),
  description: LongTextSchema.optional(),
  image: ImageSchema.optional(),
  cta: ActionSchema.optional(),
});

export type HeroSlide = z.infer<typeof HeroSlideSchema>;

export const HeroCarouselSchema = z.object({
  title: TitleSchema.optional(),
  slides: z.array(HeroSlideSchema).min(1).max(8),
  // Bounded so a slide is never gone before it can be read, nor stuck for minutes.
  intervalSeconds: z.number().int().min(4).max(30).optional(),
});

export type HeroCarousel = z.infer<typeof HeroCarouselSchema>;

export const LogoSchema = z.object({
  name: LabelSchema,
  link: LinkSchema.optional(),
  image: ImageSchema.optional(),
});

export type Logo = z.infer<typeof LogoSchema>;

export const LogoCarouselSchema = z.object({
  title: TitleSchema.optional(),
  description: LongTextSchema.optional(),
  logos: z.array(LogoSchema).min(1).max(40),
});

export type LogoCarousel = z.infer<typeof LogoCarouselSchema>;
