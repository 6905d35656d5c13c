import * as z from 'zod/mini';
import { ItemSchema, SectionHeadingShape } from './fields';

export const ValueSchema = ItemSchema;
export type Value = z.infer<typeof ValueSchema>;

export const ValuesSectionSchema = z.object({
  ...SectionHeadingShape,
  values: z.array(ValueSchema).check(z.minLength(1), z.maxLength(12)),
});

export type ValuesSection = z.infer<typeof ValuesSectionSchema>;
