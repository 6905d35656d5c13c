import * as z from 'zod/mini';
import { UserSchema } from './user';

/**
 * A password someone chooses: 12 to 256 characters. The server also refuses guessable ones (a dictionary-based
 * strength check too large to ship to browsers), naming why.
 */
export const NewPasswordSchema = z
  .string()
  .check(z.minLength(12, 'At least 12 characters'), z.maxLength(256, 'At most 256 characters'));

export const LoginPayloadSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1, 'Enter your username'), z.maxLength(64, 'At most 64 characters')),
  password: z.string().check(z.minLength(1, 'Enter your password'), z.maxLength(256, 'At most 256 characters')),
});
export type LoginPayload = z.infer<typeof LoginPayloadSchema>;

export const RegisterPayloadSchema = z.object({
  username: z
    .string()
    .check(
      z.trim(),
      z.minLength(3, 'At least 3 characters'),
      z.maxLength(32, 'At most 32 characters'),
      z.regex(/^[a-z0-9._-]+$/, 'Use lowercase letters, digits, dots, hyphens or underscores'),
    ),
  password: NewPasswordSchema,
  displayName: z
    .string()
    .check(z.trim(), z.minLength(1, 'Enter your name'), z.maxLength(100, 'At most 100 characters')),
  email: z.email('Enter a valid email address').check(z.maxLength(254, 'At most 254 characters')),
});
export type RegisterPayload = z.infer<typeof RegisterPayloadSchema>;

export const TokenLoginResponseSchema = z.object({
  success: z.boolean(),
  token: z.optional(z.string()),
  user: z.optional(UserSchema),
  error: z.optional(z.string()),
  /** A correct password for an account with two-factor: no token yet, a challenge the code completes. */
  secondFactorRequired: z.optional(z.literal(true)),
  challenge: z.optional(z.string()),
  methods: z.optional(z.array(z.enum(['totp', 'recovery']))),
});
export type TokenLoginResponse = z.infer<typeof TokenLoginResponseSchema>;

export const TokenCheckResponseSchema = z.object({
  authenticated: z.boolean(),
  user: z.optional(UserSchema),
  error: z.optional(z.string()),
});
export type TokenCheckResponse = z.infer<typeof TokenCheckResponseSchema>;

/**
 * `/api/user` answers like the backend the caller speaks to: the local (cookie) backend returns
 * the user itself, the hosted (token) backend wraps it as `{authenticated, user}`.
 */
export const CurrentUserResponseSchema = z.union([
  z.object({ authenticated: z.literal(true), user: UserSchema }),
  UserSchema,
]);
export type CurrentUserResponse = z.infer<typeof CurrentUserResponseSchema>;

export const LogoutResponseSchema = z.object({ success: z.literal(true) });
