import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normaliseCode, totpCodePattern } from '../../../contract/two-factor';
import { verifyTotp } from '../../security/totp';
import { enforceBackoff } from './verify-credentials';

/** A TOTP code not used before (its step is claimed, so it never works twice), or an unused recovery code. */
async function codeIsGood(app: FastifyInstance, userId: number, typed: string): Promise<boolean> {
  const { twoFactor } = app.repos;
  if (!totpCodePattern.test(typed)) return twoFactor.useRecoveryCode(userId, typed);
  const state = await twoFactor.find(userId);
  if (!state?.enabled || !state.secret) return false;
  const step = await verifyTotp(state.secret, typed, state.lastStep);
  return step !== null && (await twoFactor.claimStep(userId, step));
}

/**
 * Checks a second-factor code for an account with two-factor on. Wrong codes count as failed sign-ins for the
 * account at this source (security/login-throttle), so guessing six digits is as slow as guessing a password.
 */
export async function verifySecondFactor(
  app: FastifyInstance,
  request: FastifyRequest,
  user: { id: number; username: string },
  code: string,
): Promise<boolean> {
  const source = request.ip;
  await enforceBackoff(app, user.username, source);
  const good = await codeIsGood(app, user.id, normaliseCode(code));
  if (good) await app.repos.loginAttempts.clearAccountAtSource(user.username, source);
  else await app.repos.loginAttempts.recordFailure(user.username, source);
  return good;
}
