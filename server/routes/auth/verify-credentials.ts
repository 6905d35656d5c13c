import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LoginPayload } from '../../../contract/auth';
import type { User } from '../../../contract/user';
import { HttpError } from '../../http/http-error';
import { timingDummyHash, verifyPassword } from '../../security/password-hash';
import { toUser } from '../../repositories/users-repository';
import { withTwoFactorDemand } from '../../security/two-factor-policy';
import { enforcePasswordBackoff } from './sign-in-backoff';

/** One wording for an unknown user, a wrong password and a disabled account, so none can be told apart. */
export const invalidCredentialsMessage = 'Invalid username or password';

/**
 * Checks a username and password. Failures are throttled per account and source, and per source
 * (security/login-throttle), so an attacker is slowed while the owner, from anywhere else, still signs in.
 * A right password forgives this source's wrong passwords on the account, never its wrong codes.
 */
export async function verifyCredentials(
  app: FastifyInstance,
  request: FastifyRequest,
  payload: LoginPayload,
): Promise<User> {
  return (await verifyCredentialsAgainst(app, request, payload)).user;
}

/**
 * The same, also answering the stored hash the password matched: a password change makes its write conditional
 * on it, since another change may land between this check and that write.
 */
export async function verifyCredentialsAgainst(
  app: FastifyInstance,
  request: FastifyRequest,
  payload: LoginPayload,
): Promise<{ user: User; passwordHash: string }> {
  const { repos } = app;
  const source = request.ip;
  await enforcePasswordBackoff(app, payload.username, source);
  const row = await repos.users.findByUsername(payload.username);
  const passwordOk = await verifyPassword(payload.password, row?.password_hash ?? (await timingDummyHash()));
  if (!row || !passwordOk || row.disabled) {
    await repos.loginAttempts.recordFailure(payload.username, source, 'password');
    throw new HttpError(401, invalidCredentialsMessage);
  }
  await repos.loginAttempts.clearAccountAtSource(payload.username, source, 'password');
  return { user: withTwoFactorDemand(app.twoFactorPolicy, toUser(row)), passwordHash: row.password_hash };
}
