import * as z from 'zod/mini';
import { ShortTextSchema, TitleSchema } from './fields';
import { ShortRichTextSchema } from '../rich-text/rich-text-schema';
import { sectionEntry } from './section-entry';
import { listField, objectForm, shortRichTextField, textField } from './section-form';

export const FaqItemSchema = z.object({
  question: z.string().check(z.trim(), z.minLength(1), z.maxLength(300)),
  answer: ShortRichTextSchema,
});

export type FaqItem = z.infer<typeof FaqItemSchema>;

export const FaqSchema = z.object({
  title: TitleSchema,
  subtitle: z.optional(ShortTextSchema),
  items: z.array(FaqItemSchema).check(z.minLength(1), z.maxLength(40)),
});

export type Faq = z.infer<typeof FaqSchema>;

export const faqSection = sectionEntry({
  schema: FaqSchema,
  label: 'Frequently asked questions',
  template: { title: 'Frequently asked questions', items: [{ question: 'New question?', answer: 'The answer.' }] },
  opensPage: false,
  form: objectForm(
    textField('title', 'Title'),
    textField('subtitle', 'Subtitle', { optional: true }),
    listField('items', 'Questions', {
      itemLabel: 'Question',
      summaryField: 'question',
      fields: [textField('question', 'Question'), shortRichTextField('answer', 'Answer')],
    }),
  ),
});
