import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normaliseCode, totpCodePattern } from '../../../contract/two-factor';
import { verifyTotp } from '../../security/totp';
import { enforceCodeBackoff } from './sign-in-backoff';

/** A TOTP code not used before (its step is claimed, so it never works twice), or an unused recovery code. */
async function codeIsGood(app: FastifyInstance, userId: number, typed: string): Promise<boolean> {
  const { twoFactor } = app.repos;
  if (!totpCodePattern.test(typed)) return twoFactor.useRecoveryCode(userId, typed);
  const state = await twoFactor.find(userId);
  if (!state?.enabled || !state.secret) return false;
  const step = await verifyTotp(state.secret, typed, state.lastStep);
  return step !== null && (await twoFactor.claimStep(userId, step));
}

type Account = { id: number; username: string };

/**
 * Checks a code without looking at the throttle first (the caller has: `enforceCodeBackoff`). A wrong one is
 * recorded as a wrong code for the account at this source; a right one forgives this source's wrong codes.
 */
export async function checkSecondFactor(
  app: FastifyInstance,
  request: FastifyRequest,
  user: Account,
  code: string,
): Promise<boolean> {
  const good = await codeIsGood(app, user.id, normaliseCode(code));
  if (good) await app.repos.loginAttempts.clearAccountAtSource(user.username, request.ip, 'code');
  else await app.repos.loginAttempts.recordFailure(user.username, request.ip, 'code');
  return good;
}

/**
 * Checks a second-factor code for an account with two-factor on, under the code throttle (security/login-throttle):
 * wrong codes are counted per account and per source, and no right password forgives them.
 */
export async function verifySecondFactor(
  app: FastifyInstance,
  request: FastifyRequest,
  user: Account,
  code: string,
): Promise<boolean> {
  await enforceCodeBackoff(app, user.username, request.ip);
  return checkSecondFactor(app, request, user, code);
}
