import type { FastifyInstance } from 'fastify';
import type { PasswordChanged } from '../../../contract/account';
import { accountMessages, ChangePasswordPayloadSchema } from '../../../contract/account';
import { changeWithAudit } from '../../audit/change-with-audit';
import { HttpError } from '../../http/http-error';
import { parseInput } from '../../http/parse-input';
import { requireUser } from '../../http/require-user';
import { hashPassword } from '../../security/password-hash';
import { refuseWeakPassword } from '../../security/refuse-weak-password';
import { verifyCredentialsAgainst } from '../auth/verify-credentials';
import { plural } from '../../../contract/plural';

/**
 * POST /api/password `{currentPassword, newPassword}` — the current password is checked like a sign-in (same
 * throttling, so a borrowed session cannot guess it quickly); on success every other session ends, since whoever
 * knew the old password may be signed in somewhere.
 */
export function changePasswordRoute(app: FastifyInstance): void {
  app.post('/api/password', async (request) => {
    const user = requireUser(request);
    const payload = parseInput(ChangePasswordPayloadSchema, request.body);
    let checkedHash: string;
    try {
      ({ passwordHash: checkedHash } = await verifyCredentialsAgainst(app, request, {
        username: user.username,
        password: payload.currentPassword,
      }));
    } catch (error) {
      // A 401 here would read as "your session ended"; it is a wrong field, so it is a 400 naming it.
      if (error instanceof HttpError && error.statusCode === 401) {
        const message = accountMessages.wrongCurrentPassword;
        throw new HttpError(400, message, { currentPassword: message });
      }
      throw error;
    }
    await refuseWeakPassword(payload.newPassword, [user.username, user.displayName, user.email ?? ''], 'newPassword');
    // Two changes sent at once both pass the check above; only the one that still finds the checked hash lands,
    // and the other is told, rather than both answering success with the last write silently winning.
    const passwordHash = await hashPassword(payload.newPassword);
    const revoked = await changeWithAudit(
      app,
      request,
      async ({ repos }) => {
        if (!(await repos.users.replacePassword(user.id, checkedHash, passwordHash))) {
          const message = accountMessages.passwordChangedMeanwhile;
          throw new HttpError(409, message, { currentPassword: message });
        }
        return repos.sessions.revokeAllOfUser(user.id, request.sessionId);
      },
      (ended) => ({
        action: 'account.password-change',
        item: { type: 'user', id: user.id, label: `${user.displayName} (${user.username})` },
        summary: `${plural(ended, 'other session')} ended`,
      }),
    );
    const body: PasswordChanged = { message: accountMessages.passwordChanged, revoked };
    return body;
  });
}
