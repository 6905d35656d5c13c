import * as z from 'zod/mini';
import { IdSchema } from '../admin/admin-fields';
import { PublicPersonSchema } from '../people';
import { SectionHeadingShape } from './fields';
import { sectionEntry } from './section-entry';
import { headingFields, objectForm, peopleField } from './section-form';

/** A member as visitors see them: the person the id names now, read by the server from the People collection. */
export const TeamPersonSchema = z.pick(PublicPersonSchema, {
  slug: true,
  name: true,
  role: true,
  photo: true,
  bio: true,
  credentials: true,
  links: true,
});
export type TeamPerson = z.infer<typeof TeamPersonSchema>;

/**
 * A member is a person of the People collection by id (issue 30: a person is written once, for bylines and the team
 * alike). `person` is never stored: the server fills it in for visitors and previews (`team-members.ts`),
 * leaves out a member whose person is gone, and drops it from a write.
 */
export const TeamMemberSchema = z.object({
  personId: IdSchema,
  person: z.optional(TeamPersonSchema),
});

export type TeamMember = z.infer<typeof TeamMemberSchema>;

export const maxTeamMembers = 40;

export const TeamSectionSchema = z.object({
  ...SectionHeadingShape,
  members: z.array(TeamMemberSchema).check(z.minLength(1, 'Choose at least one person'), z.maxLength(maxTeamMembers)),
});

export type TeamSection = z.infer<typeof TeamSectionSchema>;

export const teamSection = sectionEntry({
  schema: TeamSectionSchema,
  label: 'Team',
  // No person can be named before the editor chooses one: the form asks for the first (the schema needs one).
  template: { title: 'Our team', members: [] },
  opensPage: false,
  form: objectForm(...headingFields(), peopleField('members', 'People')),
});
