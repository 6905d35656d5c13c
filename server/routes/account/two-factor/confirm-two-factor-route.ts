import { recordAudit } from '../../../audit/record-audit';
import type { FastifyInstance } from 'fastify';
import type { RecoveryCodes } from '../../../../contract/two-factor';
import { ConfirmTwoFactorPayloadSchema, twoFactorMessages } from '../../../../contract/two-factor';
import { HttpError } from '../../../http/http-error';
import { parseInput } from '../../../http/parse-input';
import { requireUser } from '../../../http/require-user';
import { createRecoveryCodes } from '../../../security/recovery-codes';
import { verifyTotp } from '../../../security/totp';
import { enforceCodeBackoff } from '../../auth/sign-in-backoff';

/**
 * POST /api/account/two-factor/confirm `{code}` — a code from the app proves it holds the secret; two-factor is
 * then on, and the ten recovery codes are answered this once (only their hashes are kept). Wrong codes count as
 * wrong sign-in codes, like every other code check.
 */
export function confirmTwoFactorRoute(app: FastifyInstance): void {
  app.post('/api/account/two-factor/confirm', async (request) => {
    const user = requireUser(request);
    const { code } = parseInput(ConfirmTwoFactorPayloadSchema, request.body);
    const state = await app.repos.twoFactor.find(user.id);
    if (state?.enabled) throw new HttpError(409, twoFactorMessages.alreadyEnabled);
    if (!state?.secret) throw new HttpError(409, twoFactorMessages.notStarted);
    await enforceCodeBackoff(app, user.username, request.ip);
    const step = await verifyTotp(state.secret, code, null);
    if (step === null) {
      await app.repos.loginAttempts.recordFailure(user.username, request.ip, 'code');
      throw new HttpError(400, twoFactorMessages.wrongCode, { code: twoFactorMessages.wrongCode });
    }
    const recoveryCodes = createRecoveryCodes();
    if (!(await app.repos.twoFactor.enable(user.id, step, recoveryCodes))) {
      throw new HttpError(409, twoFactorMessages.alreadyEnabled);
    }
    await recordAudit(app, request, {
      action: 'account.two-factor-enable',
      item: { type: 'user', id: user.id, label: `${user.displayName} (${user.username})` },
    });
    const body: RecoveryCodes = { recoveryCodes };
    return body;
  });
}
