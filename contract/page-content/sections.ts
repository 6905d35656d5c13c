import * as z from 'zod/mini';
import { BulletSchema, ItemsSectionSchema, LongTextSchema, ShortTextSchema, TitleSchema } from './fields';
import { ActionSchema } from './link';

/** One block of running text: a policy clause, an article teaser, a step of an approach. */
export const ContentSectionSchema = z.object({
  title: TitleSchema,
  subtitle: z.optional(ShortTextSchema),
  description: LongTextSchema,
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

export const ServicesAreaSchema = AreaSectionSchema;
export type ServicesArea = z.infer<typeof ServicesAreaSchema>;

export const SolutionsAreaSchema = AreaSectionSchema;
export type SolutionsArea = z.infer<typeof SolutionsAreaSchema>;
