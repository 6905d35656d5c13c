import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { User } from '../../../contract/user';
import { recordAudit } from '../../audit/record-audit';
import { HttpError } from '../../http/http-error';
import type { SessionKind } from '../../repositories/sessions-repository';
import { sessionStyle } from '../../security/describe-device';

const styleOf = (request: FastifyRequest, kind: SessionKind) =>
  sessionStyle(kind, request.headers['user-agent'] ?? null);

/** A sign-in that made a session: with the password alone, or completed by a second factor. */
export function auditSignIn(
  app: FastifyInstance,
  request: FastifyRequest,
  user: User,
  kind: SessionKind,
  secondFactor: boolean,
): Promise<void> {
  return recordAudit(app, request, {
    action: 'auth.sign-in',
    actor: { id: user.id, name: user.displayName },
    summary: secondFactor ? 'Password and two-factor code' : 'Password',
    authStyle: styleOf(request, kind),
  });
}

/**
 * Runs one sign-in step and records its refusal (a wrong password or code, a throttled source, an expired
 * challenge) with the username tried. Bad input (400) is not an attempt; anything else is rethrown untouched.
 */
export async function auditingRefusal<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  attempt: { username: string | null; kind: SessionKind; step: 'password' | 'second-factor' },
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof HttpError && (error.statusCode === 401 || error.statusCode === 429)) {
      await recordAudit(app, request, {
        action: 'auth.sign-in-failed',
        // Who was tried, as typed; the account may not exist. The code step names no one until it is checked.
        actor: attempt.username === null ? null : { id: null, name: attempt.username },
        summary: `${attempt.step === 'password' ? 'Password step' : 'Two-factor step'}: ${error.message}`,
        authStyle: styleOf(request, attempt.kind),
      });
    }
    throw error;
  }
}
