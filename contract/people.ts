import * as z from 'zod/mini';
import { IdSchema } from './admin/admin-fields';
import { ImageSchema } from './page-content/fields';

export const ProfileLinkSchema = z.object({
  label: z.string().check(z.trim(), z.minLength(1), z.maxLength(80)),
  url: z.string().check(z.trim(), z.maxLength(300), z.regex(/^https:\/\/[^\s]+$/, 'Use an https:// address')),
});
export type ProfileLink = z.infer<typeof ProfileLinkSchema>;

/** A person as visitors see them: as an article's author and in the team section (issue 30). */
export const PublicPersonSchema = z.object({
  id: IdSchema,
  slug: z.string(),
  name: z.string(),
  role: z.string(),
  photo: z.optional(ImageSchema),
  /** Short rich text. */
  bio: z.string(),
  credentials: z.array(z.string()),
  links: z.array(ProfileLinkSchema),
});
export type PublicPerson = z.infer<typeof PublicPersonSchema>;

export const PublicPeopleListSchema = z.object({ items: z.array(PublicPersonSchema) });
