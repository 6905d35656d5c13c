import type { FastifyInstance } from 'fastify';

/**
 * Keeps the tables that grow by themselves bounded: expired sessions (already refused on read) and failed
 * sign-ins older than the throttle window (a day for wrong codes), including those for usernames that never existed. Safe to run
 * on every instance at once: each step is one idempotent delete.
 */
export async function runHousekeeping(app: FastifyInstance): Promise<{ loginAttemptsPruned: number }> {
  await app.repos.sessions.deleteExpired();
  const { windowMs, secondFactor } = app.loginThrottle;
  const loginAttemptsPruned = await app.repos.loginAttempts.pruneOlderThan({
    password: windowMs,
    code: secondFactor.windowMs,
  });
  return { loginAttemptsPruned };
}
