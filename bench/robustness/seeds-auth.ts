import { forget, remember } from './fuzz-live';
import type { Live } from './fuzz-live';
import type { RouteSeed, SeedRequest, Sent } from './fuzz-seed';
import { readField, unique } from './fuzz-seed';
import type { Prng } from './prng';
import type { RawAnswer } from './raw-http';

/** Signing in and out, joining, invitations and reset links as their holders use them. */
const secretLike = (rng: Prng) => rng.pick(['A'.repeat(43), `${'x'.repeat(42)}${rng.int(0, 9)}`]);

/**
 * Sign-ins as the two-factor account (its answer is a challenge, which the second-factor seeds then use), as
 * the other accounts, or as nobody. Never as the harness's own accounts: a wrong password there counts
 * towards their throttling, and the harness must keep signing them in.
 */
function signInBody(rng: Prng, live: Live): SeedRequest {
  const roll = rng.next();
  const { twoFactorUser, otherUsernames, otherPassword } = live.ctx;
  if (roll < 0.35) return { body: { username: twoFactorUser.username, password: twoFactorUser.password } };
  if (roll < 0.6) return { body: { username: rng.pick(otherUsernames), password: otherPassword } };
  return { body: { username: `nobody${unique()}`, password: 'wrong-password-123' } };
}

const learnChallenge = (style: 'cookie' | 'token') => (answer: RawAnswer, _sent: Sent, live: Live) => {
  const challenge = readField(answer.body, 'challenge');
  if (challenge) remember(live.pools.challenges[style], challenge);
};

function secondFactorBody(rng: Prng, live: Live, style: 'cookie' | 'token'): SeedRequest {
  const pool = live.pools.challenges[style];
  const challenge = pool.length > 0 && rng.chance(0.85) ? rng.pick(pool) : secretLike(rng);
  const code = rng.chance(0.8) ? String(rng.int(0, 999_999)).padStart(6, '0') : `${unique()}abcd-efghi`.slice(-11);
  return { body: { challenge, code } };
}

const joinBody = (): SeedRequest['body'] => {
  const id = unique();
  return {
    username: `fuzz${id}`,
    password: 'quartz-password-123-Lantern',
    displayName: 'Fuzz',
    email: `f${id}@example.com`,
  };
};

/** A token from the pool (used up once a case succeeds with it) or one that never was. */
const pooled = (rng: Prng, pool: readonly string[]) =>
  pool.length > 0 && rng.chance(0.8) ? rng.pick(pool) : secretLike(rng);
const usedUp = (pool: (live: Live) => string[]) => (answer: RawAnswer, sent: Sent, live: Live) => {
  if (answer.status !== null && answer.status < 300) forget(pool(live), sent.target.split('/').pop() ?? '');
};

export const authSeeds: readonly RouteSeed[] = [
  {
    method: 'POST',
    url: '/api/login',
    audience: 'anyone',
    make: (rng, live) => signInBody(rng, live),
    learn: learnChallenge('cookie'),
  },
  {
    method: 'POST',
    url: '/api/token-login',
    audience: 'anyone',
    make: (rng, live) => signInBody(rng, live),
    learn: learnChallenge('token'),
  },
  {
    method: 'POST',
    url: '/api/login/second-factor',
    audience: 'anyone',
    make: (rng, live) => secondFactorBody(rng, live, 'cookie'),
  },
  {
    method: 'POST',
    url: '/api/token-login/second-factor',
    audience: 'anyone',
    make: (rng, live) => secondFactorBody(rng, live, 'token'),
  },
  { method: 'POST', url: '/api/logout', audience: 'signed-in', endsSessions: true, make: () => ({}) },
  { method: 'POST', url: '/api/register', audience: 'anyone', make: () => ({ body: joinBody() }) },
  { method: 'GET', url: '/api/registration', audience: 'anyone', make: () => ({}) },
  {
    method: 'GET',
    url: '/api/invitations/:token',
    audience: 'anyone',
    make: (rng, live) => ({ params: { token: pooled(rng, live.pools.invitationTokens) } }),
  },
  {
    method: 'POST',
    url: '/api/invitations/:token',
    audience: 'anyone',
    make: (rng, live) => ({ params: { token: pooled(rng, live.pools.invitationTokens) }, body: joinBody() }),
    learn: usedUp((live) => live.pools.invitationTokens),
  },
  { method: 'GET', url: '/api/user', audience: 'signed-in', make: () => ({}) },
  { method: 'GET', url: '/api/token-check', audience: 'signed-in', make: () => ({}) },
  {
    method: 'GET',
    url: '/api/password-resets/:token',
    audience: 'anyone',
    make: (rng, live) => ({ params: { token: pooled(rng, live.pools.resetTokens) } }),
  },
  {
    method: 'POST',
    url: '/api/password-resets/:token',
    audience: 'anyone',
    // The links are for the other accounts only (fuzz-setup-people.ts), so no harness password changes here.
    make: (rng, live) => ({
      params: { token: pooled(rng, live.pools.resetTokens) },
      body: { password: `quartz-reset-${unique()}-Lantern-42` },
    }),
    learn: usedUp((live) => live.pools.resetTokens),
  },
];
