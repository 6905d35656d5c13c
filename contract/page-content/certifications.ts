import * as z from 'zod/mini';
import { ImageSchema, LabelSchema, SectionHeadingShape, ShortTextSchema, TitleSchema } from './fields';
import { LinkSchema } from './link';
import { sectionEntry } from './section-entry';
import { headingFields, imageField, linkField, listField, objectForm, textField } from './section-form';

/**
 * A certification or accreditation the firm holds. The link is required: a buyer checks a certificate at its
 * source (the certificate itself or the scheme's public register), never on our word alone.
 */
export const CertificationSchema = z.object({
  name: TitleSchema,
  issuer: LabelSchema,
  scope: z.optional(ShortTextSchema),
  logo: z.optional(ImageSchema),
  link: LinkSchema,
});

export type Certification = z.infer<typeof CertificationSchema>;

export const CertificationsSchema = z.object({
  ...SectionHeadingShape,
  items: z.array(CertificationSchema).check(z.minLength(1), z.maxLength(16)),
});

export type Certifications = z.infer<typeof CertificationsSchema>;

export const certificationsSection = sectionEntry({
  schema: CertificationsSchema,
  label: 'Certifications',
  template: {
    title: 'Certified and accredited',
    items: [{ name: 'Certification', issuer: 'Issuing body', link: 'https://example.com/certificate' }],
  },
  opensPage: false,
  form: objectForm(
    ...headingFields(),
    listField('items', 'Certifications', {
      itemLabel: 'Certification',
      summaryField: 'name',
      fields: [
        textField('name', 'Name'),
        textField('issuer', 'Issued by'),
        textField('scope', 'Scope', { optional: true }),
        imageField('logo', 'Logo', { optional: true }),
        linkField('link', 'Certificate or register link'),
      ],
    }),
  ),
});
