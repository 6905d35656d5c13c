import * as z from 'zod/mini';
import { LabelSchema, ShortTextSchema, TitleSchema } from './fields';
import { ShortRichTextSchema } from '../rich-text/rich-text-schema';
import { sectionEntry } from './section-entry';
import { listField, objectForm, shortRichTextField, textField } from './section-form';

export const TestimonialSchema = z.object({
  author: LabelSchema,
  position: TitleSchema,
  company: TitleSchema,
  quote: ShortRichTextSchema,
});

export type Testimonial = z.infer<typeof TestimonialSchema>;

export const TestimonialsSchema = z.object({
  title: z.optional(TitleSchema),
  subtitle: z.optional(ShortTextSchema),
  items: z.array(TestimonialSchema).check(z.minLength(1), z.maxLength(24)),
});

export type Testimonials = z.infer<typeof TestimonialsSchema>;

export const testimonialsSection = sectionEntry({
  schema: TestimonialsSchema,
  label: 'Testimonials',
  template: {
    title: 'What our clients say',
    items: [{ author: 'Name', position: 'Role', company: 'Company', quote: 'What they said.' }],
  },
  opensPage: false,
  form: objectForm(
    textField('title', 'Title', { optional: true }),
    textField('subtitle', 'Subtitle', { optional: true }),
    listField('items', 'Testimonials', {
      itemLabel: 'Testimonial',
      summaryField: 'author',
      fields: [
        shortRichTextField('quote', 'Quote'),
        textField('author', 'Author'),
        textField('position', 'Position'),
        textField('company', 'Company'),
      ],
    }),
  ),
});
