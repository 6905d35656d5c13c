import * as z from 'zod/mini';
import { ImageSchema, LabelSchema, SectionHeadingShape, TitleSchema } from './fields';
import { LinkSchema } from './link';
import { ShortRichTextSchema } from '../rich-text/rich-text-schema';
import { sectionEntry } from './section-entry';
import {
  headingFields,
  imageField,
  linkField,
  listField,
  objectForm,
  shortRichTextField,
  textField,
} from './section-form';

/** One measured result: the figure a buyer remembers ("63%") and what it measures. */
export const OutcomeSchema = z.object({
  value: z.string().check(z.trim(), z.minLength(1), z.maxLength(16)),
  label: LabelSchema,
});

export type Outcome = z.infer<typeof OutcomeSchema>;

/**
 * A client engagement told as proof: who (often unnamed, "A UK building society"), the headline, what was done,
 * and up to four measured outcomes. The client's logo only where the client has agreed to be named.
 */
export const CaseStudySchema = z.object({
  client: TitleSchema,
  sector: LabelSchema,
  title: TitleSchema,
  summary: ShortRichTextSchema,
  outcomes: z.array(OutcomeSchema).check(z.minLength(1), z.maxLength(4)),
  logo: z.optional(ImageSchema),
  link: z.optional(LinkSchema),
});

export type CaseStudy = z.infer<typeof CaseStudySchema>;

export const CaseStudiesSchema = z.object({
  ...SectionHeadingShape,
  items: z.array(CaseStudySchema).check(z.minLength(1), z.maxLength(12)),
});

export type CaseStudies = z.infer<typeof CaseStudiesSchema>;

export const caseStudiesSection = sectionEntry({
  schema: CaseStudiesSchema,
  label: 'Case studies',
  template: {
    title: 'Results for our clients',
    items: [
      {
        client: 'Client or a description of them',
        sector: 'Sector',
        title: 'What changed for them',
        summary: 'The problem, what we did together and how it was measured.',
        outcomes: [{ value: '50%', label: 'What the figure measures' }],
      },
    ],
  },
  opensPage: false,
  form: objectForm(
    ...headingFields(),
    listField('items', 'Case studies', {
      itemLabel: 'Case study',
      summaryField: 'title',
      fields: [
        textField('client', 'Client'),
        textField('sector', 'Sector'),
        textField('title', 'Headline'),
        shortRichTextField('summary', 'Summary'),
        listField('outcomes', 'Outcomes', {
          itemLabel: 'Outcome',
          summaryField: 'value',
          fields: [textField('value', 'Figure'), textField('label', 'What it measures')],
        }),
        imageField('logo', 'Client logo', { optional: true }),
        linkField('link', 'Full story link', { optional: true }),
      ],
    }),
  ),
});
