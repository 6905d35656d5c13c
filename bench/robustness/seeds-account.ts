import { generateSync } from 'otplib';
import type { Account, Live } from './fuzz-live';
import type { Caller, RouteSeed, Sent } from './fuzz-seed';
import { readField, someId, unique } from './fuzz-seed';
import type { Prng } from './prng';
import type { RawAnswer } from './raw-http';

/**
 * One's own account: sessions, password and two-factor. These end the caller's sessions, change its password
 * and turn two-factor on, so each learns what it did (the new password, the recovery codes) and the session
 * keeper (fuzz-sessions.ts) puts the account back afterwards.
 */
const accountOf = (live: Live, caller: Caller): Account | null =>
  caller.role === 'anonymous' ? null : live.accounts[caller.role];

const sixDigits = (rng: Prng) => String(rng.int(0, 999_999)).padStart(6, '0');

function learnSessions(answer: RawAnswer, sent: Sent, live: Live): void {
  const account = accountOf(live, sent.caller);
  if (!account || answer.status !== 200) return;
  const ids = [...answer.body.matchAll(/"id":(\d+)/g)].map((match) => Number(match[1]));
  if (ids.length > 0) account.sessionIds = ids.slice(-16);
}

/** A changed password is known from what was sent, whichever way the rest of the body was broken. */
function learnPassword(answer: RawAnswer, sent: Sent, live: Live): void {
  const account = accountOf(live, sent.caller);
  const body = sent.body;
  if (!account || answer.status !== 200 || body === null || typeof body !== 'object' || Array.isArray(body)) return;
  if (typeof body.newPassword === 'string') account.password = body.newPassword;
}

function learnEnrolment(answer: RawAnswer, sent: Sent, live: Live): void {
  const account = accountOf(live, sent.caller);
  const secret = readField(answer.body, 'secret');
  if (account && answer.status === 200 && secret) account.pendingSecret = secret;
}

function learnRecoveryCodes(answer: RawAnswer, sent: Sent, live: Live): void {
  const account = accountOf(live, sent.caller);
  if (!account || answer.status !== 200) return;
  const list = /"recoveryCodes":\[([^\]]*)\]/.exec(answer.body)?.[1] ?? '';
  account.recoveryCodes = [...list.matchAll(/"([^"]+)"/g)].map((match) => match[1] ?? '');
  account.pendingSecret = null;
}

export const accountSeeds: readonly RouteSeed[] = [
  { method: 'GET', url: '/api/sessions', audience: 'signed-in', make: () => ({}), learn: learnSessions },
  { method: 'DELETE', url: '/api/sessions', audience: 'signed-in', endsSessions: true, make: () => ({}) },
  {
    method: 'DELETE',
    url: '/api/sessions/:id',
    audience: 'signed-in',
    endsSessions: true,
    make: (rng, live, caller) => ({ params: { id: someId(rng, accountOf(live, caller)?.sessionIds ?? []) } }),
  },
  {
    method: 'POST',
    url: '/api/password',
    audience: 'signed-in',
    endsSessions: true,
    make: (rng, live, caller) => ({
      body: {
        currentPassword: accountOf(live, caller)?.password ?? 'not-signed-in-password',
        newPassword: `quartz-changed-${unique()}-Lantern-42`,
      },
    }),
    learn: learnPassword,
  },
  { method: 'GET', url: '/api/account/two-factor', audience: 'signed-in', make: () => ({}) },
  {
    method: 'POST',
    url: '/api/account/two-factor/start',
    audience: 'signed-in',
    make: () => ({}),
    learn: learnEnrolment,
  },
  {
    method: 'POST',
    url: '/api/account/two-factor/confirm',
    audience: 'signed-in',
    // Turning two-factor on changes how the account signs in: the keeper turns it off again.
    endsSessions: true,
    make: (rng, live, caller) => {
      const secret = accountOf(live, caller)?.pendingSecret;
      const code = secret ? generateSync({ secret, epoch: Math.floor(Date.now() / 1000) }) : sixDigits(rng);
      return { body: { code } };
    },
    learn: learnRecoveryCodes,
  },
  {
    method: 'DELETE',
    url: '/api/account/two-factor',
    audience: 'signed-in',
    make: (rng, live, caller) => {
      const account = accountOf(live, caller);
      const code = account?.recoveryCodes[0] ?? sixDigits(rng);
      return { body: { password: account?.password ?? 'not-signed-in-password', code } };
    },
    learn: (answer, sent, live) => {
      const account = accountOf(live, sent.caller);
      if (account && answer.status === 200) account.recoveryCodes = [];
    },
  },
];
