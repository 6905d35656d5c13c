import * as z from 'zod/mini';
import { NewPasswordSchema } from './auth';

/** How a session signed in: the local backend's cookie, a bearer token, or the desktop app (a token too). */
export const SessionStyleSchema = z.enum(['cookie', 'token', 'desktop']);
export type SessionStyle = z.infer<typeof SessionStyleSchema>;

/** One of the signed-in person's own sessions, as "Your sessions" lists it (GET /api/sessions). */
export const SessionSchema = z.object({
  id: z.number().check(z.int()),
  style: SessionStyleSchema,
  /** "Chrome on macOS", "Aegisline desktop app"; "Unknown device" when the client said nothing. */
  device: z.string(),
  ip: z.nullable(z.string()),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  expiresAt: z.string(),
  /** The session this very request came with. */
  current: z.boolean(),
});
export type Session = z.infer<typeof SessionSchema>;

export const SessionListSchema = z.object({ items: z.array(SessionSchema) });
export type SessionList = z.infer<typeof SessionListSchema>;

/** DELETE /api/sessions (every session but the current one) and DELETE /api/admin/users/{id}/sessions. */
export const RevokedSessionsSchema = z.object({ revoked: z.number().check(z.int(), z.nonnegative()) });
export type RevokedSessions = z.infer<typeof RevokedSessionsSchema>;

export const ChangePasswordPayloadSchema = z.object({
  currentPassword: z
    .string()
    .check(z.minLength(1, 'Enter your current password'), z.maxLength(256, 'At most 256 characters')),
  newPassword: NewPasswordSchema,
});
export type ChangePasswordPayload = z.infer<typeof ChangePasswordPayloadSchema>;

/** POST /api/password's answer: what to tell the person, and how many other sessions were signed out. */
export const PasswordChangedSchema = z.object({
  message: z.string(),
  revoked: z.number().check(z.int(), z.nonnegative()),
});
export type PasswordChanged = z.infer<typeof PasswordChangedSchema>;

export const accountMessages = {
  wrongCurrentPassword: 'That is not your current password',
  passwordChanged: 'Password changed. Your other sessions were signed out.',
  passwordChangedMeanwhile: 'Your password was just changed by another request; sign in with the new one',
  sessionNotFound: 'Session not found',
} as const;
