import * as z from 'zod/mini';
import { ImageSchema, LabelSchema, SectionHeadingShape, TitleSchema } from './fields';
import { ShortRichTextSchema } from '../rich-text/rich-text-schema';
import { sectionEntry } from './section-entry';
import { headingFields, imageField, listField, objectForm, shortRichTextField, textField } from './section-form';

export const TeamMemberSchema = z.object({
  name: LabelSchema,
  title: TitleSchema,
  bio: ShortRichTextSchema,
  image: z.optional(ImageSchema),
});

export type TeamMember = z.infer<typeof TeamMemberSchema>;

export const TeamSectionSchema = z.object({
  ...SectionHeadingShape,
  members: z.array(TeamMemberSchema).check(z.minLength(1), z.maxLength(40)),
});

export type TeamSection = z.infer<typeof TeamSectionSchema>;

export const teamSection = sectionEntry({
  schema: TeamSectionSchema,
  label: 'Team',
  template: { title: 'Our team', members: [{ name: 'New member', title: 'Role', bio: 'A sentence about them.' }] },
  opensPage: false,
  form: objectForm(
    ...headingFields(),
    listField('members', 'Members', {
      itemLabel: 'Member',
      summaryField: 'name',
      fields: [
        textField('name', 'Name'),
        textField('title', 'Role'),
        shortRichTextField('bio', 'Biography'),
        imageField('image', 'Photo', { optional: true }),
      ],
    }),
  ),
});
