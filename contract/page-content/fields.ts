import * as z from 'zod/mini';
import { imagePathPattern } from '../link-rules';
import { LinkSchema } from './link';
import { ShortRichTextSchema } from '../rich-text/rich-text-schema';
import {
  choiceField,
  headingFields,
  linkField,
  listField,
  objectForm,
  shortRichTextField,
  textField,
} from './section-form';

export const TitleSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(200));
export const ShortTextSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(500));
/** The longest short label (a topic, a type, a name): also the longest filter value worth reading from an address. */
export const labelMaxLength = 80;
export const LabelSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(labelMaxLength));

/** A bullet point in a list (benefits, requirements, aspects). */
export const BulletSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(300));

/** Icon names the renderer maps to its own icon set; content never names icon components directly. */
export const IconNameSchema = z.enum([
  'shield',
  'cloud',
  'brain',
  'lock',
  'network',
  'chart',
  'users',
  'target',
  'compass',
  'layers',
  'zap',
  'globe',
]);

export type IconName = z.infer<typeof IconNameSchema>;

/** Percentages from the picture's left and top edge (contract/media/focal-point.ts). */
export const FocalPointSchema = z.object({
  x: z.number().check(z.gte(0), z.lte(100)),
  y: z.number().check(z.gte(0), z.lte(100)),
});

export const imageAltMissing = 'Describe the image for people who cannot see it, or mark it as decorative';

/**
 * Images are files shipped with the site or pictures of its media library (`src` names the library item), so
 * content cannot hot-link third-party hosts. A library picture's address, size and focal point are copies the
 * server keeps in step with the library, and so is its alt text unless this use has its own (`ownAlt`).
 */
export const ImageSchema = z
  .object({
    src: z.string().check(z.maxLength(300), z.regex(imagePathPattern, 'Image must be a project file path')),
    alt: z.string().check(z.maxLength(300)),
    width: z.number().check(z.int(), z.positive(), z.lte(4096)),
    height: z.number().check(z.int(), z.positive(), z.lte(4096)),
    /** Where the subject is: drawn as `object-position`, so a crop keeps it in view. Absent is the middle. */
    focus: z.optional(FocalPointSchema),
    /** `alt` is this use's own text rather than the library item's. */
    ownAlt: z.optional(z.boolean()),
    /** Only by the editor's explicit choice: the picture adds nothing a reader needs, and is drawn with `alt=""`. */
    decorative: z.optional(z.boolean()),
  })
  .check(
    z.refine((image) => image.decorative === true || image.alt.trim() !== '', {
      error: imageAltMissing,
      path: ['alt'],
    }),
  );

export type Image = z.infer<typeof ImageSchema>;

/** The card most sections are made of. */
export const ItemSchema = z.object({
  title: TitleSchema,
  description: ShortRichTextSchema,
  icon: z.optional(IconNameSchema),
  link: z.optional(LinkSchema),
});

export type Item = z.infer<typeof ItemSchema>;

export const SectionHeadingShape = {
  title: TitleSchema,
  subtitle: z.optional(ShortTextSchema),
  description: z.optional(ShortRichTextSchema),
};

/** A heading plus a grid of cards: the shape editors reach for when the spec gives no other. */
export const ItemsSectionSchema = z.object({
  ...SectionHeadingShape,
  items: z.array(ItemSchema).check(z.minLength(1), z.maxLength(24)),
});

export type ItemsSection = z.infer<typeof ItemsSectionSchema>;

/** The form of one card (`ItemSchema`). */
export const cardFields = [
  textField('title', 'Title'),
  shortRichTextField('description', 'Description'),
  choiceField('icon', 'Icon', IconNameSchema.options, { optional: true }),
  linkField('link', 'Link', { optional: true }),
];

/** The form of a heading plus cards (`ItemsSectionSchema`). */
export const itemsSectionForm = objectForm(
  ...headingFields(),
  listField('items', 'Cards', { itemLabel: 'Card', summaryField: 'title', fields: cardFields }),
);

export const itemsSectionTemplate = {
  title: 'New section',
  items: [{ title: 'New card', description: 'Describe it in a sentence or two.' }],
};
