import { z } from 'zod';
import { ImageSchema, LabelSchema, LongTextSchema, SectionHeadingShape, TitleSchema } from './fields';

export const TeamMemberSchema = z.object({
  name: LabelSchema,
  title: TitleSchema,
  bio: LongTextSchema,
  image: ImageSchema.optional(),
});

export type TeamMember = z.infer<typeof TeamMemberSchema>;

export const TeamSectionSchema = z.object({
  ...SectionHeadingShape,
  members: z.array(TeamMemberSchema).min(1).max(40),
});

export type TeamSection = z.infer<typeof TeamSectionSchema>;
