import * as z from 'zod/mini';

export const RoleSchema = z.enum(['admin', 'editor', 'viewer']);
export type Role = z.infer<typeof RoleSchema>;

/**
 * Where an account stands with the admins: a registered account is `pending` (it may sign in, and reads nothing
 * until approved); `rejected` accounts are disabled.
 */
export const ApprovalSchema = z.enum(['pending', 'approved', 'rejected']);
export type Approval = z.infer<typeof ApprovalSchema>;

export const UserSchema = z.object({
  id: z.number().check(z.int()),
  username: z.string(),
  displayName: z.string(),
  email: z.nullable(z.string()),
  role: RoleSchema,
  /** Absent from backends without approval (the hosted one): their accounts are all approved. */
  approval: z.optional(ApprovalSchema),
  /** Whether the account signs in with a second factor (absent from backends without two-factor). */
  twoFactorEnabled: z.optional(z.boolean()),
  /**
   * True while this account must turn on two-factor (SITE_REQUIRE_2FA) and has not: it can do nothing but enrol.
   * Only on the signed-in person's own answers.
   */
  twoFactorSetupRequired: z.optional(z.boolean()),
});
export type User = z.infer<typeof UserSchema>;

/** Roles that may change content; a viewer may sign in and look but not edit. */
export const contentEditorRoles: readonly Role[] = ['admin', 'editor'];

/** True while an account waits for an admin: it may sign in and see that it waits, and nothing else. */
export const isAwaitingApproval = (user: Pick<User, 'approval'>): boolean => user.approval === 'pending';

/** True while an account must enrol in two-factor sign-in before it may do anything else. */
export const mustEnrolTwoFactor = (user: Pick<User, 'twoFactorSetupRequired'>): boolean =>
  user.twoFactorSetupRequired === true;
