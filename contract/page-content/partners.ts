import { z } from 'zod';
import { BulletSchema, LabelSchema, LongTextSchema, ShortTextSchema, SectionHeadingShape, TitleSchema } from './fields';
import { LinkSchema } from './link';

/** A partner as listed in the overview grid; the detailed profile lives in `partners`. */
export const PartnerSummarySchema = z.object({
  name: LabelSchema,
  tag: LabelSchema,
  description: ShortTextSchema.optional(),
  link: LinkSchema.optional(),
});

export type PartnerSummary = z.infer<typeof PartnerSummarySchema>;

export const PartnersSectionSchema = z.object({
  ...SectionHeadingShape,
  description: LongTextSchema,
  partners: z.array(PartnerSummarySchema).min(1).max(40),
});

export type PartnersSection = z.infer<typeof PartnersSectionSchema>;

export const KeyCapabilitySchema = z.object({
  title: TitleSchema,
  aspects: z.array(BulletSchema).min(1).max(12),
});

export type KeyCapability = z.infer<typeof KeyCapabilitySchema>;

export const PartnerSchema = z.object({
  name: LabelSchema,
  tag: LabelSchema,
  description1: LongTextSchema,
  description2: LongTextSchema.optional(),
  keyCapabilities: z.array(KeyCapabilitySchema).min(1).max(8),
  link: LinkSchema.optional(),
});

export type Partner = z.infer<typeof PartnerSchema>;

export const PartnersSchema = z.array(PartnerSchema).min(1).max(40);
export type Partners = z.infer<typeof PartnersSchema>;
