import * as z from 'zod/mini';
import { BulletSchema, IconNameSchema, ItemsSectionSchema, LongTextSchema, TitleSchema } from './fields';
import { LinkSchema } from './link';

export const SolutionsSectionSchema = ItemsSectionSchema;
export type SolutionsSection = z.infer<typeof SolutionsSectionSchema>;

export const SolutionSchema = z.object({
  title: TitleSchema,
  description: LongTextSchema,
  benefits: z.array(BulletSchema).check(z.minLength(1), z.maxLength(12)),
  icon: z.optional(IconNameSchema),
  link: z.optional(LinkSchema),
});

export type Solution = z.infer<typeof SolutionSchema>;

export const SolutionsSchema = z.array(SolutionSchema).check(z.minLength(1), z.maxLength(24));
export type Solutions = z.infer<typeof SolutionsSchema>;
