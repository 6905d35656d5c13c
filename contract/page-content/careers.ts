import * as z from 'zod/mini';
import {
  BulletSchema,
  itemsSectionForm,
  ItemsSectionSchema,
  itemsSectionTemplate,
  LabelSchema,
  SectionHeadingShape,
  TitleSchema,
} from './fields';
import { LinkSchema } from './link';
import { ShortRichTextSchema } from '../rich-text/rich-text-schema';
import { sectionEntry } from './section-entry';
import {
  choiceField,
  groupField,
  headingFields,
  linesField,
  linkField,
  listField,
  objectForm,
  shortRichTextField,
  textField,
} from './section-form';

/** Career tracks (graduate, experienced, returners...) rather than individual openings. */

export const JobTypeSchema = z.enum(['Full-time', 'Part-time', 'Contract', 'Fixed-term', 'Internship']);
export type JobType = z.infer<typeof JobTypeSchema>;

export const JobPostingSchema = z.object({
  title: TitleSchema,
  department: LabelSchema,
  location: TitleSchema,
  description: ShortRichTextSchema,
  type: JobTypeSchema,
  salary: LabelSchema,
  tags: z.array(LabelSchema).check(z.maxLength(12)),
  requirements: z.array(BulletSchema).check(z.minLength(1), z.maxLength(20)),
  benefits: z.array(BulletSchema).check(z.minLength(1), z.maxLength(20)),
  responsibilities: z.array(BulletSchema).check(z.minLength(1), z.maxLength(20)),
  applyLink: z.optional(LinkSchema),
});

export type JobPosting = z.infer<typeof JobPostingSchema>;

export const JobListingsSectionSchema = z.object({
  ...SectionHeadingShape,
  // Empty is allowed: "no openings right now" is a real state the page must show.
  jobPostings: z.array(JobPostingSchema).check(z.maxLength(100)),
});

export type JobListingsSection = z.infer<typeof JobListingsSectionSchema>;

export const BenefitsSectionSchema = ItemsSectionSchema;
export type BenefitsSection = z.infer<typeof BenefitsSectionSchema>;

export const CultureSectionSchema = z.object({
  ...ItemsSectionSchema.shape,
  quote: z.optional(
    z.object({
      text: ShortRichTextSchema,
      author: LabelSchema,
      position: TitleSchema,
    }),
  ),
});

export type CultureSection = z.infer<typeof CultureSectionSchema>;

export const jobListingsSection = sectionEntry({
  schema: JobListingsSectionSchema,
  label: 'Open positions',
  template: { title: 'Open positions', jobPostings: [] },
  opensPage: false,
  form: objectForm(
    ...headingFields(),
    listField('jobPostings', 'Job postings', {
      itemLabel: 'Job posting',
      summaryField: 'title',
      fields: [
        textField('title', 'Job title'),
        textField('department', 'Department'),
        textField('location', 'Location'),
        choiceField('type', 'Type', JobTypeSchema.options),
        textField('salary', 'Salary'),
        shortRichTextField('description', 'Description'),
        linesField('responsibilities', 'Responsibilities'),
        linesField('requirements', 'Requirements'),
        linesField('benefits', 'Benefits'),
        linesField('tags', 'Tags'),
        linkField('applyLink', 'Apply link (instead of the application form)', { optional: true }),
      ],
    }),
  ),
});

export const benefitsSection = sectionEntry({
  schema: BenefitsSectionSchema,
  label: 'Benefits',
  template: itemsSectionTemplate,
  opensPage: false,
  form: itemsSectionForm,
});

export const cultureSection = sectionEntry({
  schema: CultureSectionSchema,
  label: 'Culture',
  template: itemsSectionTemplate,
  opensPage: false,
  form: objectForm(
    ...itemsSectionForm.fields,
    groupField(
      'quote',
      'Quote',
      [shortRichTextField('text', 'Quote'), textField('author', 'Author'), textField('position', 'Position')],
      { optional: true },
    ),
  ),
});
