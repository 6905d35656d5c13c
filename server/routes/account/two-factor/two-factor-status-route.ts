import type { FastifyInstance } from 'fastify';
import type { TwoFactorStatus } from '../../../../contract/two-factor';
import { requireUser } from '../../../http/require-user';
import { twoFactorRequiredFor } from '../../../security/two-factor-policy';

/** GET /api/account/two-factor — whether one's two-factor is on, whether it must be, and recovery codes left. */
export function twoFactorStatusRoute(app: FastifyInstance): void {
  app.get('/api/account/two-factor', async (request) => {
    const user = requireUser(request);
    const body: TwoFactorStatus = {
      enabled: user.twoFactorEnabled === true,
      required: twoFactorRequiredFor(app.twoFactorPolicy, user),
      recoveryCodesLeft: await app.repos.twoFactor.recoveryCodesLeft(user.id),
    };
    return body;
  });
}
