import * as z from 'zod/mini';
import { RoleSchema, UserSchema } from '../user';
import { IsoTimestampSchema, typeMessage } from './admin-fields';
import { optionalQuery, pagedResponseSchema, PagingQueryShape, SearchTextSchema } from './paging';

export const AdminUserSchema = z.extend(UserSchema, {
  disabled: z.boolean(),
  createdAt: IsoTimestampSchema,
  updatedAt: IsoTimestampSchema,
});
export type AdminUser = z.infer<typeof AdminUserSchema>;
export const AdminUserListSchema = pagedResponseSchema(AdminUserSchema);

export const UserListQuerySchema = z.object({
  q: optionalQuery(SearchTextSchema),
  role: optionalQuery(z.enum(RoleSchema.options, { error: typeMessage('admin, editor or viewer') })),
  ...PagingQueryShape,
});
export type UserListQuery = z.output<typeof UserListQuerySchema>;

export const UserPatchPayloadSchema = z
  .object({
    role: z.optional(z.enum(RoleSchema.options, { error: typeMessage('admin, editor or viewer') })),
    disabled: z.optional(z.boolean({ error: typeMessage('true or false') })),
  })
  .check(
    z.refine((patch) => patch.role !== undefined || patch.disabled !== undefined, {
      error: 'Send a role or disabled',
    }),
  );
export type UserPatchPayload = z.infer<typeof UserPatchPayloadSchema>;
