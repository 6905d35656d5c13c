import * as z from 'zod/mini';
import { ApprovalSchema, RoleSchema, UserSchema } from '../user';
import { IsoTimestampSchema, typeMessage } from './admin-fields';
import { optionalQuery, pagedResponseSchema, PagingQueryShape, SearchTextSchema } from './paging';

export const AdminUserSchema = z.extend(UserSchema, {
  approval: ApprovalSchema,
  disabled: z.boolean(),
  createdAt: IsoTimestampSchema,
  updatedAt: IsoTimestampSchema,
});
export type AdminUser = z.infer<typeof AdminUserSchema>;
export const AdminUserListSchema = pagedResponseSchema(AdminUserSchema);

export const UserListQuerySchema = z.object({
  q: optionalQuery(SearchTextSchema),
  role: optionalQuery(z.enum(RoleSchema.options, { error: typeMessage('admin, editor or viewer') })),
  approval: optionalQuery(z.enum(ApprovalSchema.options, { error: typeMessage('pending, approved or rejected') })),
  ...PagingQueryShape,
});
export type UserListQuery = z.output<typeof UserListQuerySchema>;

export const UserPatchPayloadSchema = z
  .object({
    role: z.optional(z.enum(RoleSchema.options, { error: typeMessage('admin, editor or viewer') })),
    disabled: z.optional(z.boolean({ error: typeMessage('true or false') })),
    /** Deciding on a waiting account: `approved` with the role it gets, or `rejected` (which disables it). */
    approval: z.optional(z.enum(['approved', 'rejected'], { error: typeMessage('approved or rejected') })),
  })
  .check(
    z.refine((patch) => patch.role !== undefined || patch.disabled !== undefined || patch.approval !== undefined, {
      error: 'Send a role, disabled or approval',
    }),
  );
export type UserPatchPayload = z.infer<typeof UserPatchPayloadSchema>;
