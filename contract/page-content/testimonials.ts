import * as z from 'zod/mini';
import { LabelSchema, LongTextSchema, ShortTextSchema, TitleSchema } from './fields';

export const TestimonialSchema = z.object({
  author: LabelSchema,
  position: TitleSchema,
  company: TitleSchema,
  quote: LongTextSchema,
});

export type Testimonial = z.infer<typeof TestimonialSchema>;

export const TestimonialsSchema = z.object({
  title: z.optional(TitleSchema),
  subtitle: z.optional(ShortTextSchema),
  items: z.array(TestimonialSchema).check(z.minLength(1), z.maxLength(24)),
});

export type Testimonials = z.infer<typeof TestimonialsSchema>;
