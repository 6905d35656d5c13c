import { z } from 'zod';
import { BulletSchema, IconNameSchema, ItemsSectionSchema, LongTextSchema, TitleSchema } from './fields';
import { LinkSchema } from './link';

export const SolutionsSectionSchema = ItemsSectionSchema;
export type SolutionsSection = z.infer<typeof SolutionsSectionSchema>;

export const SolutionSchema = z.object({
  title: TitleSchema,
  description: LongTextSchema,
  benefits: z.array(BulletSchema).min(1).max(12),
  icon: IconNameSchema.optional(),
  link: LinkSchema.optional(),
});

export type Solution = z.infer<typeof SolutionSchema>;

export const SolutionsSchema = z.array(SolutionSchema).min(1).max(24);
export type Solutions = z.infer<typeof SolutionsSchema>;
