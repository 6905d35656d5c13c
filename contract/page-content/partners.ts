import * as z from 'zod/mini';
import { BulletSchema, LabelSchema, LongTextSchema, ShortTextSchema, SectionHeadingShape, TitleSchema } from './fields';
import { LinkSchema } from './link';

/** A partner as listed in the overview grid; the detailed profile lives in `partners`. */
export const PartnerSummarySchema = z.object({
  name: LabelSchema,
  tag: LabelSchema,
  description: z.optional(ShortTextSchema),
  link: z.optional(LinkSchema),
});

export type PartnerSummary = z.infer<typeof PartnerSummarySchema>;

export const PartnersSectionSchema = z.object({
  ...SectionHeadingShape,
  description: LongTextSchema,
  partners: z.array(PartnerSummarySchema).check(z.minLength(1), z.maxLength(40)),
});

export type PartnersSection = z.infer<typeof PartnersSectionSchema>;

export const KeyCapabilitySchema = z.object({
  title: TitleSchema,
  aspects: z.array(BulletSchema).check(z.minLength(1), z.maxLength(12)),
});

export type KeyCapability = z.infer<typeof KeyCapabilitySchema>;

export const PartnerSchema = z.object({
  name: LabelSchema,
  tag: LabelSchema,
  description1: LongTextSchema,
  description2: z.optional(LongTextSchema),
  keyCapabilities: z.array(KeyCapabilitySchema).check(z.minLength(1), z.maxLength(8)),
  link: z.optional(LinkSchema),
});

export type Partner = z.infer<typeof PartnerSchema>;

export const PartnersSchema = z.array(PartnerSchema).check(z.minLength(1), z.maxLength(40));
export type Partners = z.infer<typeof PartnersSchema>;
