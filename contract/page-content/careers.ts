import { z } from 'zod';
import {
  BulletSchema,
  ItemsSectionSchema,
  LabelSchema,
  LongTextSchema,
  SectionHeadingShape,
  TitleSchema,
} from './fields';
import { LinkSchema } from './link';

/** Career tracks (graduate, experienced, returners...) rather than individual openings. */
export const CareersListSchema = ItemsSectionSchema;
export type CareersList = z.infer<typeof CareersListSchema>;

export const JobTypeSchema = z.enum(['Full-time', 'Part-time', 'Contract', 'Fixed-term', 'Internship']);
export type JobType = z.infer<typeof JobTypeSchema>;

export const JobPostingSchema = z.object({
  title: TitleSchema,
  department: LabelSchema,
  location: TitleSchema,
  description: LongTextSchema,
  type: JobTypeSchema,
  salary: LabelSchema,
  tags: z.array(LabelSchema).max(12),
  requirements: z.array(BulletSchema).min(1).max(20),
  benefits: z.array(BulletSchema).min(1).max(20),
  responsibilities: z.array(BulletSchema).min(1).max(20),
  applyLink: LinkSchema.optional(),
});

export type JobPosting = z.infer<typeof JobPostingSchema>;

export const JobListingsSectionSchema = z.object({
  ...SectionHeadingShape,
  // Empty is allowed: "no openings right now" is a real state the page must show.
  jobPostings: z.array(JobPostingSchema).max(100),
});

export type JobListingsSection = z.infer<typeof JobListingsSectionSchema>;

export const BenefitsSectionSchema = ItemsSectionSchema;
export type BenefitsSection = z.infer<typeof BenefitsSectionSchema>;

export const CultureSectionSchema = z.object({
  ...ItemsSectionSchema.shape,
  quote: z
    .object({
      text: LongTextSchema,
      author: LabelSchema,
      position: TitleSchema,
    })
    .optional(),
});

export type CultureSection = z.infer<typeof CultureSectionSchema>;
