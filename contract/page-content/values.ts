import { z } from 'zod';
import { ItemSchema, SectionHeadingShape } from './fields';

export const ValueSchema = ItemSchema;
export type Value = z.infer<typeof ValueSchema>;

export const ValuesSectionSchema = z.object({
  ...SectionHeadingShape,
  values: z.array(ValueSchema).min(1).max(12),
});

export type ValuesSection = z.infer<typeof ValuesSectionSchema>;
