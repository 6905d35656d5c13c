import * as z from 'zod/mini';
import { ImageSchema, ShortTextSchema, TitleSchema } from './fields';
import { ActionSchema } from './link';
import { ShortRichTextSchema } from '../rich-text/rich-text-schema';
import { sectionEntry } from './section-entry';
import {
  actionField,
  imageField,
  listField,
  listForm,
  objectForm,
  shortRichTextField,
  textField,
} from './section-form';

export const BannerSlideSchema = z.object({
  title: TitleSchema,
  subtitle: z.optional(ShortTextSchema),
  description: z.optional(ShortRichTextSchema),
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
  artwork: z.optional(ImageSchema),
});

export const BannerTextSchema = z.strictObject({
  title: TitleSchema,
  subtitle: z.optional(ShortTextSchema),
  description: ShortRichTextSchema,
  cta: z.optional(ActionSchema),
  /** Drawn faintly behind the text, right of it; left out, the site's own network artwork is drawn. */
  artwork: z.optional(ImageSchema),
});

export const BannerSchema = z.union([BannerSlidesSchema, BannerWithSlidesSchema, BannerTextSchema]);

export type Banner = z.infer<typeof BannerSchema>;

const slideFields = [
  textField('title', 'Title'),
  textField('subtitle', 'Subtitle', { optional: true }),
  shortRichTextField('description', 'Description', { optional: true }),
  imageField('image', 'Image', { optional: true }),
  actionField('cta', 'Button', { optional: true }),
];
const slidesList = listField('slides', 'Slides', { itemLabel: 'Slide', summaryField: 'title', fields: slideFields });

const isObject = (data: unknown): data is Record<string, unknown> =>
  typeof data === 'object' && data !== null && !Array.isArray(data);
const firstSlide = (data: unknown): Record<string, unknown> => {
  const slides = Array.isArray(data) ? data : isObject(data) ? data.slides : undefined;
  const first: unknown = Array.isArray(slides) ? slides[0] : data;
  return isObject(first) ? first : {};
};
const pageTitle = (data: unknown): unknown =>
  isObject(data) && data.title !== undefined ? data.title : firstSlide(data).title;
const artworkOf = (data: unknown): unknown => (isObject(data) ? data.artwork : undefined);
const artworkField = imageField('artwork', 'Background artwork', { optional: true });

/** The page's hero: one message, or slides that take turns. */
export const bannerSection = sectionEntry({
  schema: BannerSchema,
  label: 'Banner',
  template: { title: 'New page', description: 'Describe the page in a sentence or two.' },
  opensPage: true,
  form: {
    shape: 'variants',
    variants: [
      {
        label: 'One message',
        matches: (data) => isObject(data) && !('slides' in data),
        form: objectForm(
          textField('title', 'Title'),
          textField('subtitle', 'Subtitle', { optional: true }),
          shortRichTextField('description', 'Description'),
          actionField('cta', 'Button', { optional: true }),
          artworkField,
        ),
        convert: (data) => {
          const { subtitle, description, cta } = firstSlide(data);
          return { title: pageTitle(data), subtitle, description, cta, artwork: artworkOf(data) };
        },
      },
      {
        label: 'Slides',
        matches: (data) => isObject(data) && 'slides' in data,
        form: objectForm(textField('title', 'Banner title'), slidesList, artworkField),
        convert: (data) => {
          if (Array.isArray(data)) return { title: pageTitle(data), slides: data };
          const { title, subtitle, description, cta, artwork } = isObject(data) ? data : {};
          return { title, slides: [{ title, subtitle, description, cta }], artwork };
        },
      },
      {
        // Older content stored the slides alone; it stays editable as it is.
        label: 'Slides without a page title',
        matches: Array.isArray,
        form: listForm(slidesList),
        convert: (data) => (isObject(data) && Array.isArray(data.slides) ? data.slides : [firstSlide(data)]),
      },
    ],
  },
});
