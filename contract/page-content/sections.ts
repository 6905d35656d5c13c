import * as z from 'zod/mini';
import {
  BulletSchema,
  cardFields,
  ItemsSectionSchema,
  itemsSectionTemplate,
  ShortTextSchema,
  TitleSchema,
} from './fields';
import { ActionSchema } from './link';
import { RichTextSchema } from '../rich-text/rich-text-schema';
import { sectionEntry } from './section-entry';
import {
  actionField,
  choiceField,
  headingFields,
  linesField,
  listField,
  listForm,
  objectForm,
  richTextField,
  textField,
} from './section-form';

/** One block of running text: a policy clause, an article teaser, a step of an approach. */
export const ContentSectionSchema = z.object({
  title: TitleSchema,
  subtitle: z.optional(ShortTextSchema),
  /** Formatted text: paragraphs, level 2–3 headings, lists, bold, italic and links. */
  description: RichTextSchema,
  points: z.optional(z.array(BulletSchema).check(z.minLength(1), z.maxLength(20))),
  cta: z.optional(ActionSchema),
});

export type ContentSection = z.infer<typeof ContentSectionSchema>;

export const SectionsSchema = z.array(ContentSectionSchema).check(z.minLength(1), z.maxLength(40));
export type Sections = z.infer<typeof SectionsSchema>;

/** Home-page teasers that route visitors on to the service and solution pages. */
export const AreaSectionSchema = z.object({
  ...ItemsSectionSchema.shape,
  cta: z.optional(ActionSchema),
});

/** What an overview block leads to; the spec's keyed page content names it `servicesArea` or `solutionsArea`. */
export const overviewVariants = ['services', 'solutions'] as const;

export const OverviewSectionSchema = z.object({
  ...AreaSectionSchema.shape,
  variant: z.enum(overviewVariants),
});
export type OverviewSection = z.infer<typeof OverviewSectionSchema>;

export const textBlocksSection = sectionEntry({
  schema: SectionsSchema,
  label: 'Text blocks',
  template: [{ title: 'New text block', description: 'Text.' }],
  opensPage: false,
  form: listForm(
    listField('', 'Text blocks', {
      itemLabel: 'Text block',
      summaryField: 'title',
      fields: [
        textField('title', 'Title'),
        textField('subtitle', 'Subtitle', { optional: true }),
        richTextField('description', 'Text'),
        linesField('points', 'Bullet points', { optional: true }),
        actionField('cta', 'Button', { optional: true }),
      ],
    }),
  ),
});

const areaForm = objectForm(
  ...headingFields(),
  actionField('cta', 'Button', { optional: true }),
  listField('items', 'Cards', { itemLabel: 'Card', summaryField: 'title', fields: cardFields }),
);

export const overviewSection = sectionEntry({
  schema: OverviewSectionSchema,
  label: 'Overview cards',
  template: { ...itemsSectionTemplate, variant: 'services' },
  opensPage: false,
  form: objectForm(choiceField('variant', 'Overview of', overviewVariants), ...areaForm.fields),
});
