import type { FastifyInstance } from 'fastify';
import type { LoginPayload } from '../../../contract/auth';
import type { User } from '../../../contract/user';
import { HttpError } from '../../http/http-error';
import { timingDummyHash, verifyPassword } from '../../security/password-hash';
import { toUser } from '../../repositories/users-repository';

/** One wording for an unknown user, a wrong password and a disabled account, so none can be told apart. */
export const invalidCredentialsMessage = 'Invalid username or password';

/** Checks a username and password, counting failures per username so guessing one account is throttled everywhere. */
export async function verifyCredentials(app: FastifyInstance, payload: LoginPayload): Promise<User> {
  const { repos, rateLimits } = app;
  const failures = await repos.loginAttempts.countRecentFailures(
    payload.username,
    rateLimits.usernameFailures.timeWindow,
  );
  if (failures >= rateLimits.usernameFailures.max) {
    throw new HttpError(429, 'Too many failed sign-in attempts for this account: try again in 15 minutes');
  }
  const row = await repos.users.findByUsername(payload.username);
  const passwordOk = await verifyPassword(payload.password, row?.password_hash ?? (await timingDummyHash()));
  if (!row || !passwordOk || row.disabled) {
    await repos.loginAttempts.recordFailure(payload.username);
    throw new HttpError(401, invalidCredentialsMessage);
  }
  await repos.loginAttempts.clear(payload.username);
  return toUser(row);
}
