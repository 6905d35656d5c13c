import * as z from 'zod/mini';
import { BulletSchema, IconNameSchema, LongTextSchema, TitleSchema } from './fields';
import { LinkSchema } from './link';

export const ServiceSchema = z.object({
  title: TitleSchema,
  description: LongTextSchema,
  features: z.array(BulletSchema).check(z.minLength(1), z.maxLength(12)),
  icon: z.optional(IconNameSchema),
  link: z.optional(LinkSchema),
});

export type Service = z.infer<typeof ServiceSchema>;

export const ServicesSchema = z.array(ServiceSchema).check(z.minLength(1), z.maxLength(24));
export type Services = z.infer<typeof ServicesSchema>;
