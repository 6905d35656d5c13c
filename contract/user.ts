import { z } from 'zod';

export const RoleSchema = z.enum(['admin', 'editor', 'viewer']);
export type Role = z.infer<typeof RoleSchema>;

export const UserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  email: z.string().nullable(),
  role: RoleSchema,
});
export type User = z.infer<typeof UserSchema>;

/** Roles that may change content; a viewer may sign in and look but not edit. */
export const contentEditorRoles: readonly Role[] = ['admin', 'editor'];
