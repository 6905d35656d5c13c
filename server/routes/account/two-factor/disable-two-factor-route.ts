import { recordAudit } from '../../../audit/record-audit';
import type { FastifyInstance } from 'fastify';
import { DisableTwoFactorPayloadSchema, twoFactorMessages } from '../../../../contract/two-factor';
import { HttpError } from '../../../http/http-error';
import { parseInput } from '../../../http/parse-input';
import { requireUser } from '../../../http/require-user';
import { verifyCredentials } from '../../auth/verify-credentials';
import { verifySecondFactor } from '../../auth/verify-second-factor';

/**
 * DELETE /api/account/two-factor `{password, code}` — both factors, so a session left open is not enough to take
 * the second one away. Both checks go through the sign-in throttling. Where SITE_REQUIRE_2FA asks it of this
 * account, turning it off sends it back to enrolment.
 */
export function disableTwoFactorRoute(app: FastifyInstance): void {
  app.delete('/api/account/two-factor', async (request) => {
    const user = requireUser(request);
    const payload = parseInput(DisableTwoFactorPayloadSchema, request.body);
    if (!user.twoFactorEnabled) throw new HttpError(409, twoFactorMessages.notEnabled);
    try {
      await verifyCredentials(app, request, { username: user.username, password: payload.password });
    } catch (error) {
      // A 401 would read as "your session ended": it is a wrong field.
      if (error instanceof HttpError && error.statusCode === 401) {
        throw new HttpError(400, twoFactorMessages.wrongPassword, { password: twoFactorMessages.wrongPassword });
      }
      throw error;
    }
    if (!(await verifySecondFactor(app, request, user, payload.code))) {
      throw new HttpError(400, twoFactorMessages.wrongCode, { code: twoFactorMessages.wrongCode });
    }
    await app.repos.twoFactor.disable(user.id);
    await recordAudit(app, request, {
      action: 'account.two-factor-disable',
      item: { type: 'user', id: user.id, label: `${user.displayName} (${user.username})` },
    });
    return { enabled: false };
  });
}
