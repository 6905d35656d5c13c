import * as z from 'zod/mini';
import { ImageSchema, LabelSchema, LongTextSchema, SectionHeadingShape, TitleSchema } from './fields';

export const TeamMemberSchema = z.object({
  name: LabelSchema,
  title: TitleSchema,
  bio: LongTextSchema,
  image: z.optional(ImageSchema),
});

export type TeamMember = z.infer<typeof TeamMemberSchema>;

export const TeamSectionSchema = z.object({
  ...SectionHeadingShape,
  members: z.array(TeamMemberSchema).check(z.minLength(1), z.maxLength(40)),
});

export type TeamSection = z.infer<typeof TeamSectionSchema>;
