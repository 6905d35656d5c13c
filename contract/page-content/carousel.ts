import * as z from 'zod/mini';
import { ImageSchema, LabelSchema, ShortTextSchema, TitleSchema } from './fields';
import { ActionSchema, LinkSchema } from './link';
import { ShortRichTextSchema } from '../rich-text/rich-text-schema';
import { sectionEntry } from './section-entry';
import {
  actionField,
  imageField,
  linkField,
  listField,
  numberField,
  objectForm,
  shortRichTextField,
  textField,
} from './section-form';

export const HeroSlideSchema = z.object({
  title: TitleSchema,
  subtitle: z.optional(ShortTextSchema),
  description: z.optional(ShortRichTextSchema),
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
  description: z.optional(ShortRichTextSchema),
  logos: z.array(LogoSchema).check(z.minLength(1), z.maxLength(40)),
});

export type LogoCarousel = z.infer<typeof LogoCarouselSchema>;

export const heroCarouselSection = sectionEntry({
  schema: HeroCarouselSchema,
  label: 'Highlights carousel',
  template: { title: 'Highlights', slides: [{ title: 'New slide', description: 'Describe it in a sentence or two.' }] },
  opensPage: false,
  form: objectForm(
    textField('title', 'Title', { optional: true }),
    numberField('intervalSeconds', 'Seconds per slide', { min: 4, max: 30 }, { optional: true }),
    listField('slides', 'Slides', {
      itemLabel: 'Slide',
      summaryField: 'title',
      fields: [
        textField('title', 'Title'),
        textField('subtitle', 'Subtitle', { optional: true }),
        shortRichTextField('description', 'Description', { optional: true }),
        imageField('image', 'Image', { optional: true }),
        actionField('cta', 'Button', { optional: true }),
      ],
    }),
  ),
});

export const logoCarouselSection = sectionEntry({
  schema: LogoCarouselSchema,
  label: 'Logo carousel',
  template: { title: 'Partners and clients', logos: [{ name: 'New logo' }] },
  opensPage: false,
  form: objectForm(
    textField('title', 'Title', { optional: true }),
    shortRichTextField('description', 'Description', { optional: true }),
    listField('logos', 'Logos', {
      itemLabel: 'Logo',
      summaryField: 'name',
      fields: [
        textField('name', 'Name'),
        linkField('link', 'Link', { optional: true }),
        imageField('image', 'Logo image', { optional: true }),
      ],
    }),
  ),
});
