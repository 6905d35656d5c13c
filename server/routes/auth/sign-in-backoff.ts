import type { FastifyInstance } from 'fastify';
import { twoFactorMessages } from '../../../contract/two-factor';
import { HttpError } from '../../http/http-error';
import type { BackoffRule, RecentFailures } from '../../security/login-throttle';
import { remainingWaitMs } from '../../security/login-throttle';
import { plural } from '../../../contract/plural';

function tooManyFailuresMessage(seconds: number): string {
  return `Too many failed sign-in attempts: try again in ${plural(seconds, 'second')}`;
}

/** The longest wait any of the rules still asks for; 429 with `Retry-After` when there is one. */
function refuseWhileWaiting(checks: [RecentFailures, BackoffRule][], message: (seconds: number) => string): void {
  const now = Date.now();
  const waitMs = Math.max(0, ...checks.map(([recent, rule]) => remainingWaitMs(recent, rule, now)));
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    throw new HttpError(429, message(seconds)).withHeaders({ 'retry-after': String(seconds) });
  }
}

/**
 * Refuses a password attempt while this source still owes a wait: for wrong passwords on this account or on any,
 * and for wrong codes on this account from this source, so starting over with the password does not get round
 * the code throttle. Wrong codes from elsewhere do not count here: whoever guesses codes cannot keep the owner
 * from entering their password.
 */
export async function enforcePasswordBackoff(app: FastifyInstance, username: string, source: string): Promise<void> {
  const { repos, loginThrottle: policy } = app;
  const { secondFactor } = policy;
  const attempts = repos.loginAttempts;
  const [atSource, fromSource, codesAtSource, codesFromSource] = await Promise.all([
    attempts.recentForAccountAtSource(username, source, 'password', policy.windowMs),
    attempts.recentFromSource(source, 'password', policy.windowMs),
    attempts.recentForAccountAtSource(username, source, 'code', secondFactor.windowMs),
    attempts.recentFromSource(source, 'code', secondFactor.windowMs),
  ]);
  refuseWhileWaiting(
    [
      [atSource, policy.perAccountAndSource],
      [fromSource, policy.perSource],
      [codesAtSource, secondFactor.perAccount],
      [codesFromSource, secondFactor.perSource],
    ],
    tooManyFailuresMessage,
  );
}

/**
 * Refuses a code while the account owes a wait for wrong codes from any source, or this source for wrong codes on
 * any account. The password step forgives none of these: only a right code forgives (this source's) wrong codes.
 */
export async function enforceCodeBackoff(app: FastifyInstance, username: string, source: string): Promise<void> {
  const { secondFactor } = app.loginThrottle;
  const attempts = app.repos.loginAttempts;
  const [forAccount, fromSource] = await Promise.all([
    attempts.recentForAccount(username, 'code', secondFactor.windowMs),
    attempts.recentFromSource(source, 'code', secondFactor.windowMs),
  ]);
  refuseWhileWaiting(
    [
      [forAccount, secondFactor.perAccount],
      [fromSource, secondFactor.perSource],
    ],
    twoFactorMessages.tooManyWrongCodes,
  );
}
