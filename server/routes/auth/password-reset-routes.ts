import { recordAudit } from '../../audit/record-audit';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import type { PasswordResetPreview } from '../../../contract/password-resets';
import { passwordResetMessages, ResetPasswordPayloadSchema } from '../../../contract/password-resets';
import { HttpError } from '../../http/http-error';
import { parseInput } from '../../http/parse-input';
import { hashPassword } from '../../security/password-hash';
import { refuseWeakPassword } from '../../security/refuse-weak-password';

/** The secret is 32 random bytes in base64url (43 characters); anything else cannot be one. */
const ResetTokenParamsSchema = z.object({
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'Not a reset link')),
});

/**
 * GET /api/password-resets/{token} — whose password a usable link sets; POST `{password}` sets it (the strength
 * rules apply), uses the link up and ends every session of the account. It signs nobody in: the person signs in
 * with the new password, and with their second factor if they have one.
 */
export function passwordResetRoutes(app: FastifyInstance, siteTimeZone: string): void {
  app.get('/api/password-resets/:token', async (request) => {
    const { token } = parseInput(ResetTokenParamsSchema, request.params);
    const preview = await app.repos.passwordResets.preview(token);
    if (!preview) throw new HttpError(410, passwordResetMessages.unusable);
    const body: PasswordResetPreview = {
      username: preview.username,
      expiresAt: preview.expiresAt,
      timeZone: siteTimeZone,
    };
    return body;
  });

  app.post('/api/password-resets/:token', { config: { rateLimit: app.rateLimits.register } }, async (request) => {
    const { token } = parseInput(ResetTokenParamsSchema, request.params);
    const { password } = parseInput(ResetPasswordPayloadSchema, request.body);
    const preview = await app.repos.passwordResets.preview(token);
    if (!preview) throw new HttpError(410, passwordResetMessages.unusable);
    await refuseWeakPassword(password, [preview.username, preview.display_name, preview.email ?? '']);
    // Checked above, but the link may have been used or withdrawn in between: the claim decides.
    const userId = await app.repos.passwordResets.redeem(token, await hashPassword(password));
    if (userId === undefined) throw new HttpError(410, passwordResetMessages.unusable);
    await recordAudit(app, request, {
      action: 'account.password-reset',
      actor: { id: userId, name: preview.display_name },
      item: { type: 'user', id: userId, label: `${preview.display_name} (${preview.username})` },
      summary: 'Every session ended',
    });
    return { message: passwordResetMessages.done };
  });
}
