import * as z from 'zod/mini';
import { BulletSchema, ImageSchema, LabelSchema, SectionHeadingShape, TitleSchema } from './fields';
import { LinkSchema } from './link';
import { ShortRichTextSchema } from '../rich-text/rich-text-schema';
import { sectionEntry } from './section-entry';
import {
  headingFields,
  imageField,
  linesField,
  linkField,
  listField,
  listForm,
  objectForm,
  shortRichTextField,
  textField,
} from './section-form';

/** A partner as listed in the overview grid; the detailed profile lives in `partners`. Without a logo, initials. */
export const PartnerSummarySchema = z.object({
  name: LabelSchema,
  tag: LabelSchema,
  logo: z.optional(ImageSchema),
  description: z.optional(ShortRichTextSchema),
  link: z.optional(LinkSchema),
});

export type PartnerSummary = z.infer<typeof PartnerSummarySchema>;

export const PartnersSectionSchema = z.object({
  ...SectionHeadingShape,
  description: ShortRichTextSchema,
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
  logo: z.optional(ImageSchema),
  description1: ShortRichTextSchema,
  description2: z.optional(ShortRichTextSchema),
  keyCapabilities: z.array(KeyCapabilitySchema).check(z.minLength(1), z.maxLength(8)),
  link: z.optional(LinkSchema),
});

export type Partner = z.infer<typeof PartnerSchema>;

export const PartnersSchema = z.array(PartnerSchema).check(z.minLength(1), z.maxLength(40));
export type Partners = z.infer<typeof PartnersSchema>;

export const partnersOverviewSection = sectionEntry({
  schema: PartnersSectionSchema,
  label: 'Partners',
  template: {
    title: 'Our partners',
    description: 'The technology partners we work with.',
    partners: [{ name: 'New partner', tag: 'Technology' }],
  },
  opensPage: false,
  form: objectForm(
    ...headingFields('required'),
    listField('partners', 'Partners', {
      itemLabel: 'Partner',
      summaryField: 'name',
      fields: [
        textField('name', 'Name'),
        textField('tag', 'Category'),
        imageField('logo', 'Logo', { optional: true }),
        shortRichTextField('description', 'Description', { optional: true }),
        linkField('link', 'Link', { optional: true }),
      ],
    }),
  ),
});

export const partnerProfilesSection = sectionEntry({
  schema: PartnersSchema,
  label: 'Partner profiles',
  template: [
    {
      name: 'New partner',
      tag: 'Technology',
      description1: 'What the partnership brings to clients.',
      keyCapabilities: [{ title: 'Capability', aspects: ['What it covers'] }],
    },
  ],
  opensPage: false,
  form: listForm(
    listField('', 'Partners', {
      itemLabel: 'Partner',
      summaryField: 'name',
      fields: [
        textField('name', 'Name'),
        textField('tag', 'Category'),
        imageField('logo', 'Logo', { optional: true }),
        shortRichTextField('description1', 'Description'),
        shortRichTextField('description2', 'Second paragraph', { optional: true }),
        listField('keyCapabilities', 'Key capabilities', {
          itemLabel: 'Capability',
          summaryField: 'title',
          fields: [textField('title', 'Title'), linesField('aspects', 'Aspects')],
        }),
        linkField('link', 'Link', { optional: true }),
      ],
    }),
  ),
});
