import * as z from 'zod/mini';

export const RoleSchema = z.enum(['admin', 'editor', 'viewer']);
export type Role = z.infer<typeof RoleSchema>;

export const UserSchema = z.object({
  id: z.number().check(z.int()),
  username: z.string(),
  displayName: z.string(),
  email: z.nullable(z.string()),
  role: RoleSchema,
});
export type User = z.infer<typeof UserSchema>;

/** Roles that may change content; a viewer may sign in and look but not edit. */
export const contentEditorRoles: readonly Role[] = ['admin', 'editor'];
