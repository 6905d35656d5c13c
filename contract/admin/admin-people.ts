import * as z from 'zod/mini';
import { ImageSchema, LabelSchema } from '../page-content/fields';
import { ProfileLinkSchema, PublicPersonSchema } from '../people';
import { ShortRichTextSchema } from '../rich-text/rich-text-schema';
import { ActorSchema, IsoTimestampSchema, requiredText } from './admin-fields';
import { slugSchema } from './admin-pages';
import { EditVersionSchema } from './edit-versions';

/** A person is written once and named by articles (as authors) and the team section. */
export const PersonWriteSchema = z.object({
  slug: slugSchema('subpage'),
  name: requiredText(120, 'Enter a name'),
  role: requiredText(120, 'Enter a role'),
  photo: z.optional(ImageSchema),
  bio: z._default(z.union([z.literal(''), ShortRichTextSchema]), ''),
  credentials: z._default(z.array(LabelSchema).check(z.maxLength(12, 'At most 12')), []),
  links: z._default(z.array(ProfileLinkSchema).check(z.maxLength(6, 'At most 6')), []),
});
export type PersonWrite = z.output<typeof PersonWriteSchema>;
export type PersonPayload = z.input<typeof PersonWriteSchema>;

export const AdminPersonSchema = z.extend(PublicPersonSchema, {
  createdAt: IsoTimestampSchema,
  updatedAt: IsoTimestampSchema,
  updatedBy: ActorSchema,
  version: EditVersionSchema,
  /** Articles naming them as an author: a person who has some cannot be deleted. */
  articleCount: z.number().check(z.int(), z.nonnegative()),
  /** Titles of the pages whose team sections show them (live or in a draft): nor can a person shown there. */
  shownOn: z._default(z.array(z.string()), []),
});
export type AdminPerson = z.infer<typeof AdminPersonSchema>;
export const AdminPeopleListSchema = z.object({ items: z.array(AdminPersonSchema) });
