import { z } from 'zod';
import { LongTextSchema, ShortTextSchema, TitleSchema } from './fields';

export const FaqItemSchema = z.object({
  question: z.string().trim().min(1).max(300),
  answer: LongTextSchema,
});

export type FaqItem = z.infer<typeof FaqItemSchema>;

export const FaqSchema = z.object({
  title: TitleSchema,
  subtitle: ShortTextSchema.optional(),
  items: z.array(FaqItemSchema).min(1).max(40),
});

export type Faq = z.infer<typeof FaqSchema>;
