import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LoginPayload } from '../../../contract/auth';
import type { User } from '../../../contract/user';
import { HttpError } from '../../http/http-error';
import { remainingWaitMs } from '../../security/login-throttle';
import { timingDummyHash, verifyPassword } from '../../security/password-hash';
import { toUser } from '../../repositories/users-repository';
import { withTwoFactorDemand } from '../../security/two-factor-policy';

/** One wording for an unknown user, a wrong password and a disabled account, so none can be told apart. */
export const invalidCredentialsMessage = 'Invalid username or password';

export function tooManyFailuresMessage(seconds: number): string {
  return `Too many failed sign-in attempts: try again in ${seconds} second${seconds === 1 ? '' : 's'}`;
}

/** Refuses an attempt while this source still owes a wait, for this account or for all of them. */
export async function enforceBackoff(app: FastifyInstance, username: string, source: string): Promise<void> {
  const { repos, loginThrottle: policy } = app;
  const [atSource, fromSource] = await Promise.all([
    repos.loginAttempts.recentForAccountAtSource(username, source, policy.windowMs),
    repos.loginAttempts.recentFromSource(source, policy.windowMs),
  ]);
  const now = Date.now();
  const waitMs = Math.max(
    remainingWaitMs(atSource, policy.perAccountAndSource, now),
    remainingWaitMs(fromSource, policy.perSource, now),
  );
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    throw new HttpError(429, tooManyFailuresMessage(seconds)).withHeaders({ 'retry-after': String(seconds) });
  }
}

/**
 * Checks a username and password. Failures are throttled per account and source, and per source
 * (security/login-throttle), so an attacker is slowed while the owner, from anywhere else, still signs in.
 */
export async function verifyCredentials(
  app: FastifyInstance,
  request: FastifyRequest,
  payload: LoginPayload,
): Promise<User> {
  const { repos } = app;
  const source = request.ip;
  await enforceBackoff(app, payload.username, source);
  const row = await repos.users.findByUsername(payload.username);
  const passwordOk = await verifyPassword(payload.password, row?.password_hash ?? (await timingDummyHash()));
  if (!row || !passwordOk || row.disabled) {
    await repos.loginAttempts.recordFailure(payload.username, source);
    throw new HttpError(401, invalidCredentialsMessage);
  }
  await repos.loginAttempts.clearAccountAtSource(payload.username, source);
  return withTwoFactorDemand(app.twoFactorPolicy, toUser(row));
}
