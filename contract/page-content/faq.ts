import * as z from 'zod/mini';
import { LongTextSchema, ShortTextSchema, TitleSchema } from './fields';

export const FaqItemSchema = z.object({
  question: z.string().check(z.trim(), z.minLength(1), z.maxLength(300)),
  answer: LongTextSchema,
});

export type FaqItem = z.infer<typeof FaqItemSchema>;

export const FaqSchema = z.object({
  title: TitleSchema,
  subtitle: z.optional(ShortTextSchema),
  items: z.array(FaqItemSchema).check(z.minLength(1), z.maxLength(40)),
});

export type Faq = z.infer<typeof FaqSchema>;
