import type { FastifyInstance } from 'fastify';
import type { TwoFactorEnrolment } from '../../../../contract/two-factor';
import { twoFactorMessages } from '../../../../contract/two-factor';
import { HttpError } from '../../../http/http-error';
import { requireUser } from '../../../http/require-user';
import { createTotpSecret, totpQrSvg, totpUri } from '../../../security/totp';

/**
 * POST /api/account/two-factor/start — a new secret, as text (for people who cannot scan), as the otpauth URL and
 * as a QR code drawn here. Nothing changes for signing in until a code confirms it; starting again replaces it.
 */
export function startTwoFactorRoute(app: FastifyInstance): void {
  app.post('/api/account/two-factor/start', async (request) => {
    const user = requireUser(request);
    const secret = createTotpSecret();
    if (!(await app.repos.twoFactor.startEnrolment(user.id, secret))) {
      throw new HttpError(409, twoFactorMessages.alreadyEnabled);
    }
    const otpauthUrl = totpUri(secret, user.username);
    const body: TwoFactorEnrolment = { secret, otpauthUrl, qrSvg: await totpQrSvg(otpauthUrl) };
    return body;
  });
}
