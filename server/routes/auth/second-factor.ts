import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SecondFactorPayload, SecondFactorRequired } from '../../../contract/two-factor';
import { secondFactorMethods, twoFactorMessages } from '../../../contract/two-factor';
import type { User } from '../../../contract/user';
import { HttpError } from '../../http/http-error';
import type { SessionKind } from '../../repositories/sessions-repository';
import { toUser } from '../../repositories/users-repository';
import { withTwoFactorDemand } from '../../security/two-factor-policy';
import { enforceCodeBackoff } from './sign-in-backoff';
import { checkSecondFactor } from './verify-second-factor';

/** What a correct password earns an account with two-factor on: a challenge for this auth style, no session. */
export async function issueChallenge(
  app: FastifyInstance,
  user: User,
  kind: SessionKind,
): Promise<SecondFactorRequired> {
  const challenge = await app.repos.twoFactor.createChallenge(user.id, kind);
  return { secondFactorRequired: true, challenge, methods: [...secondFactorMethods] };
}

/**
 * Completes a sign-in from its challenge and a code, answering the user to start a session for. The challenge
 * must be live and of this auth style; it is used up by a correct code, and only once. A typo may be corrected,
 * under the code throttle, but a challenge takes at most `codeAttemptsPerChallenge` codes: then the person starts
 * again with the password, which the same throttle slows from this source.
 */
export async function completeChallenge(
  app: FastifyInstance,
  request: FastifyRequest,
  payload: SecondFactorPayload,
  kind: SessionKind,
): Promise<User> {
  const { twoFactor } = app.repos;
  const expired = () => new HttpError(401, twoFactorMessages.challengeExpired);
  const userId = await twoFactor.findChallenge(payload.challenge, kind);
  const row = userId === undefined ? undefined : await app.repos.users.findById(userId);
  if (!row || row.disabled) throw expired();
  // A throttled request is not a try: the owner kept waiting by someone else's guesses keeps their challenge.
  await enforceCodeBackoff(app, row.username, request.ip);
  if (!(await twoFactor.claimCodeAttempt(payload.challenge))) throw expired();
  if (!(await checkSecondFactor(app, request, { id: row.id, username: row.username }, payload.code))) {
    if (await twoFactor.endUsedUpChallenge(payload.challenge))
      throw new HttpError(401, twoFactorMessages.challengeUsedUp);
    throw new HttpError(401, twoFactorMessages.wrongCode, { code: twoFactorMessages.wrongCode });
  }
  if (!(await twoFactor.consumeChallenge(payload.challenge))) throw expired();
  return withTwoFactorDemand(app.twoFactorPolicy, toUser(row));
}
