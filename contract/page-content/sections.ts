import { z } from 'zod';
import { BulletSchema, ItemsSectionSchema, LongTextSchema, ShortTextSchema, TitleSchema } from './fields';
import { ActionSchema } from './link';

/** One block of running text: a policy clause, an article teaser, a step of an approach. */
export const ContentSectionSchema = z.object({
  title: TitleSchema,
  subtitle: ShortTextSchema.optional(),
  description: LongTextSchema,
  points: z.array(BulletSchema).min(1).max(20).optional(),
  cta: ActionSchema.optional(),
});

export type ContentSection = z.infer<typeof ContentSectionSchema>;

export const SectionsSchema = z.array(ContentSectionSchema).min(1).max(40);
export type Sections = z.infer<typeof SectionsSchema>;

/** Home-page teasers that route visitors on to the service and solution pages. */
export const AreaSectionSchema = z.object({
  ...ItemsSectionSchema.shape,
  cta: ActionSchema.optional(),
});

export const ServicesAreaSchema = AreaSectionSchema;
export type ServicesArea = z.infer<typeof ServicesAreaSchema>;

export const SolutionsAreaSchema = AreaSectionSchema;
export type SolutionsArea = z.infer<typeof SolutionsAreaSchema>;
