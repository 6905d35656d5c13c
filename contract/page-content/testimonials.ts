import { z } from 'zod';
import { LabelSchema, LongTextSchema, ShortTextSchema, TitleSchema } from './fields';

export const TestimonialSchema = z.object({
  author: LabelSchema,
  position: TitleSchema,
  company: TitleSchema,
  quote: LongTextSchema,
});

export type Testimonial = z.infer<typeof TestimonialSchema>;

export const TestimonialsSchema = z.object({
  title: TitleSchema.optional(),
  subtitle: ShortTextSchema.optional(),
  items: z.array(TestimonialSchema).min(1).max(24),
});

export type Testimonials = z.infer<typeof TestimonialsSchema>;
