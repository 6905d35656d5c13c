import * as z from 'zod/mini';

/** The secret is 32 random bytes in base64url (43 characters); anything else cannot be one. */
export const InvitationTokenParamsSchema = z.object({
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'Not an invitation link')),
});
