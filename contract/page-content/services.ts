import { z } from 'zod';
import { BulletSchema, IconNameSchema, LongTextSchema, TitleSchema } from './fields';
import { LinkSchema } from './link';

export const ServiceSchema = z.object({
  title: TitleSchema,
  description: LongTextSchema,
  features: z.array(BulletSchema).min(1).max(12),
  icon: IconNameSchema.optional(),
  link: LinkSchema.optional(),
});

export type Service = z.infer<typeof ServiceSchema>;

export const ServicesSchema = z.array(ServiceSchema).min(1).max(24);
export type Services = z.infer<typeof ServicesSchema>;
