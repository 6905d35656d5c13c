import * as z from 'zod/mini';
import { BulletSchema, IconNameSchema, TitleSchema } from './fields';
import { LinkSchema } from './link';
import { ShortRichTextSchema } from '../rich-text/rich-text-schema';
import { sectionEntry } from './section-entry';
import { choiceField, linesField, linkField, listField, listForm, shortRichTextField, textField } from './section-form';

export const SolutionSchema = z.object({
  title: TitleSchema,
  description: ShortRichTextSchema,
  benefits: z.array(BulletSchema).check(z.minLength(1), z.maxLength(12)),
  icon: z.optional(IconNameSchema),
  link: z.optional(LinkSchema),
});

export type Solution = z.infer<typeof SolutionSchema>;

export const SolutionsSchema = z.array(SolutionSchema).check(z.minLength(1), z.maxLength(24));
export type Solutions = z.infer<typeof SolutionsSchema>;

export const solutionDetailsSection = sectionEntry({
  schema: SolutionsSchema,
  label: 'Solution details',
  template: [{ title: 'New solution', description: 'The problem it solves.', benefits: ['What the client gains'] }],
  opensPage: false,
  form: listForm(
    listField('', 'Solutions', {
      itemLabel: 'Solution',
      summaryField: 'title',
      fields: [
        textField('title', 'Title'),
        shortRichTextField('description', 'Description'),
        linesField('benefits', 'Benefits'),
        choiceField('icon', 'Icon', IconNameSchema.options, { optional: true }),
        linkField('link', 'Link', { optional: true }),
      ],
    }),
  ),
});
