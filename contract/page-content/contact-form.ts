import * as z from 'zod/mini';
import { LabelSchema, LongTextSchema, ShortTextSchema, TitleSchema } from './fields';

export const ContactFormSchema = z.object({
  title: TitleSchema,
  description: z.optional(LongTextSchema),
  /** Choices of the form's subject field; the submission stores the chosen text. */
  subjects: z.array(LabelSchema).check(z.minLength(1), z.maxLength(20)),
  submitLabel: z.optional(LabelSchema),
  successMessage: z.optional(ShortTextSchema),
  privacyNote: z.optional(ShortTextSchema),
});

export type ContactForm = z.infer<typeof ContactFormSchema>;
