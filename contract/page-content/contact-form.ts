import { z } from 'zod';
import { LabelSchema, LongTextSchema, ShortTextSchema, TitleSchema } from './fields';

export const ContactFormSchema = z.object({
  title: TitleSchema,
  description: LongTextSchema.optional(),
  /** Choices of the form's subject field; the submission stores the chosen text. */
  subjects: z.array(LabelSchema).min(1).max(20),
  submitLabel: LabelSchema.optional(),
  successMessage: ShortTextSchema.optional(),
  privacyNote: ShortTextSchema.optional(),
});

export type ContactForm = z.infer<typeof ContactFormSchema>;
