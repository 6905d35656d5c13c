import * as z from 'zod/mini';
import { typeMessage } from './admin/admin-fields';
import { UserSchema } from './user';
import { plural } from './plural';

/*
 * Two-factor sign-in (TOTP, RFC 6238). A correct password for an account with two-factor answers a challenge
 * instead of a session; the code completes it at `/api/login/second-factor` (cookie) or
 * `/api/token-login/second-factor` (token). The challenge lasts five minutes, is used once and only completes the
 * auth style that asked for it.
 */

/** SITE_REQUIRE_2FA: who must turn two-factor on before doing anything else. */
export const RequireTwoFactorSchema = z.enum(['admins', 'staff', 'off']);
export type RequireTwoFactor = z.infer<typeof RequireTwoFactorSchema>;

export const secondFactorMethods = ['totp', 'recovery'] as const;
export const challengeLifetimeMs = 5 * 60 * 1000;
/** Wrong codes one challenge takes; after the last the person starts again with the password. */
export const codeAttemptsPerChallenge = 5;
export const recoveryCodeCount = 10;

/** What `/api/login` answers instead of the user when a code is still needed (no cookie yet). */
export const SecondFactorRequiredSchema = z.object({
  secondFactorRequired: z.literal(true),
  challenge: z.string(),
  methods: z.array(z.enum(secondFactorMethods)),
});
export type SecondFactorRequired = z.infer<typeof SecondFactorRequiredSchema>;

/** `/api/login` answers either the signed-in user or a challenge. */
export const LoginResponseSchema = z.union([SecondFactorRequiredSchema, UserSchema]);
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const isSecondFactorRequired = (answer: object): answer is { secondFactorRequired: true; challenge: string } =>
  'secondFactorRequired' in answer && answer.secondFactorRequired === true;

/** Six digits from the app, or a recovery code (`abcde-23456`; case, spaces and the dash do not matter). */
export const totpCodePattern = /^\d{6}$/;
export const recoveryCodePattern = /^[a-z0-9]{5}-?[a-z0-9]{5}$/;

/** The code as typed, reduced to what is compared: no spaces, lowercase. */
export const normaliseCode = (code: string): string => code.replace(/\s+/g, '').toLowerCase();

const codeField = z.string({ error: typeMessage('text') }).check(
  z.maxLength(64, 'At most 64 characters'),
  z.refine((code) => normaliseCode(code).length > 0, 'Enter the code'),
  z.refine((code) => {
    const typed = normaliseCode(code);
    return typed.length === 0 || totpCodePattern.test(typed) || recoveryCodePattern.test(typed);
  }, 'Enter the 6-digit code from your app, or a recovery code'),
);

export const SecondFactorPayloadSchema = z.object({
  challenge: z
    .string({ error: typeMessage('text') })
    .check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'Not a sign-in challenge: sign in with your password again')),
  code: codeField,
});
export type SecondFactorPayload = z.infer<typeof SecondFactorPayloadSchema>;

/** GET /api/account/two-factor: where the signed-in person stands. */
export const TwoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** SITE_REQUIRE_2FA asks it of this account. */
  required: z.boolean(),
  recoveryCodesLeft: z.number().check(z.int(), z.nonnegative()),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatusSchema>;

/** POST /api/account/two-factor/start: a new secret to scan (the QR code, drawn by our server) or type. */
export const TwoFactorEnrolmentSchema = z.object({ secret: z.string(), otpauthUrl: z.string(), qrSvg: z.string() });
export type TwoFactorEnrolment = z.infer<typeof TwoFactorEnrolmentSchema>;

export const ConfirmTwoFactorPayloadSchema = z.object({
  code: z
    .string({ error: typeMessage('text') })
    .check(z.trim(), z.regex(totpCodePattern, 'Enter the 6-digit code from your authenticator app')),
});
export type ConfirmTwoFactorPayload = z.infer<typeof ConfirmTwoFactorPayloadSchema>;

/** Shown once, when two-factor is turned on; only hashes are kept. */
export const RecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>;

export const DisableTwoFactorPayloadSchema = z.object({
  password: z
    .string({ error: typeMessage('text') })
    .check(z.minLength(1, 'Enter your password'), z.maxLength(256, 'At most 256 characters')),
  code: codeField,
});
export type DisableTwoFactorPayload = z.infer<typeof DisableTwoFactorPayloadSchema>;

export const TwoFactorDisabledSchema = z.object({ enabled: z.literal(false) });

export const twoFactorMessages = {
  setupRequired: 'Turn on two-factor sign-in for your account before you continue',
  /** The 403's `reason`, for clients to recognise without reading the sentence. */
  setupRequiredReason: 'two-factor-setup-required',
  challengeExpired: 'Your sign-in took too long or was already used: enter your password again',
  wrongCode: 'That code is not right: check your authenticator app and try again',
  /** The challenge's last attempt was wrong: the client goes back to the password step, as for an expired one. */
  challengeUsedUp: 'That code is not right, and that was the last try for this sign-in: enter your password again',
  tooManyWrongCodes: (seconds: number) => `Too many wrong codes: try again in ${plural(seconds, 'second')}`,
  alreadyEnabled: 'Two-factor sign-in is already on: turn it off first to set it up again',
  notStarted: 'Start setting up two-factor sign-in first',
  notEnabled: 'Two-factor sign-in is not on',
  wrongPassword: 'That is not your password',
} as const;
