import * as z from 'zod/mini';
import { BulletSchema, IconNameSchema, TitleSchema } from './fields';
import { LinkSchema } from './link';
import { ShortRichTextSchema } from '../rich-text/rich-text-schema';
import { sectionEntry } from './section-entry';
import { choiceField, linesField, linkField, listField, listForm, shortRichTextField, textField } from './section-form';

export const ServiceSchema = z.object({
  title: TitleSchema,
  description: ShortRichTextSchema,
  features: z.array(BulletSchema).check(z.minLength(1), z.maxLength(12)),
  icon: z.optional(IconNameSchema),
  link: z.optional(LinkSchema),
});

export type Service = z.infer<typeof ServiceSchema>;

export const ServicesSchema = z.array(ServiceSchema).check(z.minLength(1), z.maxLength(24));
export type Services = z.infer<typeof ServicesSchema>;

export const serviceDetailsSection = sectionEntry({
  schema: ServicesSchema,
  label: 'Service details',
  template: [{ title: 'New service', description: 'What it is and who it is for.', features: ['What it includes'] }],
  opensPage: false,
  form: listForm(
    listField('', 'Services', {
      itemLabel: 'Service',
      summaryField: 'title',
      fields: [
        textField('title', 'Title'),
        shortRichTextField('description', 'Description'),
        linesField('features', 'Features'),
        choiceField('icon', 'Icon', IconNameSchema.options, { optional: true }),
        linkField('link', 'Link', { optional: true }),
      ],
    }),
  ),
});
