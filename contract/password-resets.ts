import * as z from 'zod/mini';
import { NewPasswordSchema } from './auth';

/** How long an admin's reset link stays usable. */
export const passwordResetLifetimeHours = 24;

/** POST /api/admin/users/{id}/password-reset answers the link's path (shown once) and when it lapses. */
export const CreatedPasswordResetSchema = z.object({ path: z.string(), expiresAt: z.string() });
export type CreatedPasswordReset = z.infer<typeof CreatedPasswordResetSchema>;

/** DELETE /api/admin/users/{id}/password-reset: how many open links were withdrawn. */
export const WithdrawnPasswordResetsSchema = z.object({ withdrawn: z.number().check(z.int(), z.nonnegative()) });

/**
 * GET /api/password-resets/{token}: whose password the link sets, before they choose one, and the site's time zone
 * (SITE_TIME_ZONE), in which the page shows the expiry as the rest of the admin shows times.
 */
export const PasswordResetPreviewSchema = z.object({
  username: z.string(),
  expiresAt: z.string(),
  timeZone: z.string(),
});
export type PasswordResetPreview = z.infer<typeof PasswordResetPreviewSchema>;

export const ResetPasswordPayloadSchema = z.object({ password: NewPasswordSchema });
export type ResetPasswordPayload = z.infer<typeof ResetPasswordPayloadSchema>;

export const PasswordResetDoneSchema = z.object({ message: z.string() });

export const passwordResetMessages = {
  unusable: 'This reset link has expired, was already used or was withdrawn. Ask an administrator for a new one.',
  done: 'Password changed. Every session of this account was signed out: sign in with your new password.',
  userNotFound: 'User not found',
} as const;

/** Where a reset link is opened in the web app; the secret is the last segment. */
export const passwordResetPath = (token: string) => `/auth/reset/${token}`;
