import * as z from 'zod/mini';
import { LabelSchema, ShortTextSchema, TitleSchema } from './fields';
import { ShortRichTextSchema } from '../rich-text/rich-text-schema';
import { sectionEntry } from './section-entry';
import { linesField, objectForm, shortRichTextField, textField } from './section-form';

export const ContactFormSchema = z.object({
  title: TitleSchema,
  description: z.optional(ShortRichTextSchema),
  /** Choices of the form's subject field; the submission stores the chosen text. */
  subjects: z.array(LabelSchema).check(z.minLength(1), z.maxLength(20)),
  submitLabel: z.optional(LabelSchema),
  successMessage: z.optional(ShortTextSchema),
  privacyNote: z.optional(ShortTextSchema),
});

export type ContactForm = z.infer<typeof ContactFormSchema>;

export const contactFormSection = sectionEntry({
  schema: ContactFormSchema,
  label: 'Contact form',
  template: { title: 'Send us a message', subjects: ['General enquiry'] },
  opensPage: false,
  form: objectForm(
    textField('title', 'Title'),
    shortRichTextField('description', 'Description', { optional: true }),
    linesField('subjects', 'Subjects visitors choose from'),
    textField('submitLabel', 'Send button text', { optional: true }),
    textField('successMessage', 'Message after sending', { optional: true }),
    textField('privacyNote', 'Privacy note', { optional: true }),
  ),
});
