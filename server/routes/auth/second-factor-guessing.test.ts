import { afterEach, describe, expect, it, vi } from 'vitest';
import { codeAttemptsPerChallenge, twoFactorMessages } from '../../../contract/two-factor';
import { defaultLoginThrottlePolicy } from '../../security/login-throttle';
import type { AppOptions } from '../../app';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { createUser } from '../admin/admin.test-support';
import { codeFor, enrol } from '../account/two-factor.test-support';

/**
 * Someone who has the password of an account with two-factor on, guessing its codes. The per-IP request limit of
 * the sign-in routes is lifted: the code throttle alone must hold.
 */
let t: TestApp;
afterEach(async () => {
  vi.useRealTimers();
  await t.close();
});

const password = 'a-long-enough-password';
const attacker = '203.0.113.66';
const owner = '198.51.100.7';
const dayMs = 24 * 60 * 60 * 1000;

const styles = [
  { name: 'cookie', login: '/api/login', secondFactor: '/api/login/second-factor' },
  { name: 'token', login: '/api/token-login', secondFactor: '/api/token-login/second-factor' },
] as const;
type Style = (typeof styles)[number];

async function start(overrides: Partial<AppOptions> = {}) {
  t = await createTestApp({ rateLimits: { login: { max: 1_000_000, timeWindow: 60_000 } }, ...overrides });
  const { headers } = await createUser(t.app, 'eddie', 'editor');
  const { secret } = await enrol(t.app, headers);
  // Every later step's code is new to the account: enrolment claimed the current one.
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60_000 });
  return secret;
}

const post = (url: string, payload: object, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });

/** Six digits that no step the server accepts now (one either side) would produce. */
function wrongCode(secret: string): string {
  const near = new Set([-1, 0, 1].map((steps) => codeFor(secret, steps)));
  let guess = 0;
  while (near.has(String(guess).padStart(6, '0'))) guess += 1;
  return String(guess).padStart(6, '0');
}

const waitOut = (response: { headers: Record<string, unknown> }) =>
  vi.setSystemTime(Date.now() + Number(response.headers['retry-after']) * 1000);

async function challengeFor(style: Style, from: string): Promise<string> {
  const answer = await post(style.login, { username: 'eddie', password }, from);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ challenge: string }>().challenge;
}

/**
 * Guesses wrong codes from one address, each request as soon as the server allows it, starting again with the
 * password whenever a challenge ends; stops at `until` or once `enough` codes were checked. Answers how many were.
 */
async function guessCodes(style: Style, secret: string, until: number, enough: number): Promise<number> {
  let checked = 0;
  let challenge: string | null = null;
  while (Date.now() < until && checked < enough) {
    const response: Awaited<ReturnType<typeof post>> = challenge
      ? await post(style.secondFactor, { challenge, code: wrongCode(secret) }, attacker)
      : await post(style.login, { username: 'eddie', password }, attacker);
    if (response.statusCode === 429) {
      waitOut(response);
      continue;
    }
    const { challenge: issued, error } = response.json<{ challenge?: string; error?: string }>();
    if (!challenge) {
      challenge = issued ?? null;
      continue;
    }
    expect(response.statusCode).toBe(401);
    if (error === twoFactorMessages.wrongCode || error === twoFactorMessages.challengeUsedUp) checked += 1;
    if (error !== twoFactorMessages.wrongCode) challenge = null;
  }
  return checked;
}

describe.each(styles)('guessing codes with the password ($name sign-in)', (style) => {
  // About 60 password checks (scrypt) among 217 requests: 10 s alone, more on a busy machine.
  it('checks at most 100 codes in a day from one address', { timeout: 90_000 }, async () => {
    const secret = await start();
    const checked = await guessCodes(style, secret, Date.now() + dayMs, 101);
    expect(checked).toBeLessThanOrEqual(100);
    // The guesser did get going: the throttle slows, it does not simply refuse.
    expect(checked).toBeGreaterThan(20);
  });

  it('forgives no wrong code for a right password: starting again is throttled too', async () => {
    const secret = await start();
    const first = await challengeFor(style, attacker);
    for (let guess = 0; guess < 3; guess += 1) {
      expect((await post(style.secondFactor, { challenge: first, code: wrongCode(secret) }, attacker)).statusCode).toBe(
        401,
      );
    }
    expect((await post(style.login, { username: 'eddie', password }, attacker)).headers['retry-after']).toBe('1');
    vi.setSystemTime(Date.now() + 1000);
    const second = await challengeFor(style, attacker);
    expect((await post(style.secondFactor, { challenge: second, code: wrongCode(secret) }, attacker)).statusCode).toBe(
      401,
    );
    const throttled = await post(style.secondFactor, { challenge: second, code: codeFor(secret) }, attacker);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBe('2');
    expect(throttled.json()).toMatchObject({ error: twoFactorMessages.tooManyWrongCodes(2) });
    expect((await post(style.login, { username: 'eddie', password }, attacker)).statusCode).toBe(429);
  });

  it(`ends a challenge after ${codeAttemptsPerChallenge} wrong codes, racing ones included`, async () => {
    // The throttle is opened wide so that only the challenge's own limit is seen.
    const { secondFactor } = defaultLoginThrottlePolicy;
    const loose = { ...secondFactor.perAccount, freeFailures: 1000 };
    const secret = await start({
      loginThrottle: { ...defaultLoginThrottlePolicy, secondFactor: { ...secondFactor, perAccount: loose } },
    });
    const challenge = await challengeFor(style, attacker);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => post(style.secondFactor, { challenge, code: wrongCode(secret) }, attacker)),
    );
    const errors = answers.map((answer) => answer.json<{ error: string }>().error);
    expect(errors.filter((error) => error === twoFactorMessages.wrongCode)).toHaveLength(codeAttemptsPerChallenge - 1);
    expect(errors.filter((error) => error === twoFactorMessages.challengeUsedUp)).toHaveLength(1);
    expect(errors.filter((error) => error === twoFactorMessages.challengeExpired)).toHaveLength(3);
    // Even the right code no longer completes it: the password comes first again.
    const late = await post(style.secondFactor, { challenge, code: codeFor(secret) }, attacker);
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ error: twoFactorMessages.challengeExpired });
    const again = await challengeFor(style, attacker);
    expect((await post(style.secondFactor, { challenge: again, code: codeFor(secret) }, attacker)).statusCode).toBe(
      200,
    );
  });

  it('does not lock the owner out of password sign-in from another address', async () => {
    const secret = await start();
    expect(await guessCodes(style, secret, Date.now() + dayMs, 15)).toBe(15);
    // The guesser's own next start waits minutes …
    const guesser = await post(style.login, { username: 'eddie', password }, attacker);
    expect(guesser.statusCode).toBe(429);
    expect(Number(guesser.headers['retry-after'])).toBeGreaterThan(60);
    // … while the owner's password is taken at once; their code waits out the account's code throttle (at most its
    // ceiling), and then signs them in.
    const challenge = await challengeFor(style, owner);
    const early = await post(style.secondFactor, { challenge, code: codeFor(secret) }, owner);
    expect(early.statusCode).toBe(429);
    expect(Number(early.headers['retry-after'])).toBeLessThanOrEqual(
      defaultLoginThrottlePolicy.secondFactor.perAccount.maxDelayMs / 1000,
    );
    waitOut(early);
    const later = await challengeFor(style, owner);
    const done = await post(style.secondFactor, { challenge: later, code: codeFor(secret) }, owner);
    expect(done.statusCode, done.body).toBe(200);
  });
});
