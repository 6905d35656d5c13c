import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TokenLoginResponseSchema } from '../../../contract/auth';
import {
  SecondFactorRequiredSchema,
  TwoFactorEnrolmentSchema,
  TwoFactorStatusSchema,
  twoFactorMessages,
} from '../../../contract/two-factor';
import { UserSchema } from '../../../contract/user';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { createUser } from '../admin/admin.test-support';
import { codeFor, enrol } from './two-factor.test-support';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  vi.useRealTimers();
  await t.close();
});

const password = 'a-long-enough-password';
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

/** An editor with two-factor on, and the cookie session it enrolled from. */
async function enrolledEditor() {
  const account = await createUser(t.app, 'eddie', 'editor');
  return { ...account, ...(await enrol(t.app, account.headers)) };
}

const challengeFrom = async (url: string) =>
  SecondFactorRequiredSchema.parse((await post(url, { username: 'eddie', password })).json()).challenge;

describe('enrolling', () => {
  it('gives a secret as text, as an otpauth URL and as a QR code drawn here; a code turns it on with ten recovery codes', async () => {
    const { headers } = await createUser(t.app, 'eddie', 'editor');
    const start = await post('/api/account/two-factor/start', {}, headers);
    expect(start.statusCode).toBe(200);
    const enrolment = TwoFactorEnrolmentSchema.parse(start.json());
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(enrolment.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Aegisline:eddie\?/);
    expect(enrolment.otpauthUrl).toContain(`secret=${enrolment.secret}`);
    expect(enrolment.qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);

    const wrong = await post('/api/account/two-factor/confirm', { code: '000000' }, headers);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ fields: { code: twoFactorMessages.wrongCode } });
    const confirm = await post('/api/account/two-factor/confirm', { code: codeFor(enrolment.secret) }, headers);
    expect(confirm.statusCode).toBe(200);
    const codes = confirm.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    const status = TwoFactorStatusSchema.parse(
      (await t.app.inject({ url: '/api/account/two-factor', headers })).json(),
    );
    expect(status).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });
    expect(UserSchema.parse((await t.app.inject({ url: '/api/user', headers })).json()).twoFactorEnabled).toBe(true);
    expect((await post('/api/account/two-factor/start', {}, headers)).statusCode).toBe(409);
    // Only hashes are kept.
    const stored = await t.app.db.selectFrom('recovery_codes').select('code_hash').execute();
    expect(stored.map((row) => row.code_hash)).not.toContain(codes[0]);
  });

  it('names the field on bad input, and needs a start before a confirm', async () => {
    const { headers } = await createUser(t.app, 'eddie', 'editor');
    const early = await post('/api/account/two-factor/confirm', { code: '123456' }, headers);
    expect(early.statusCode).toBe(409);
    const bad = await post('/api/account/two-factor/confirm', { code: '12ab' }, headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { code: 'Enter the 6-digit code from your authenticator app' } });
    expect((await post('/api/account/two-factor/start', {})).statusCode).toBe(401);
  });
});

describe('signing in with a cookie', () => {
  it('asks for the code after the password, sets no cookie until then, and refuses a wrong or replayed code', async () => {
    const { secret } = await enrolledEditor();
    const first = await post('/api/login', { username: 'eddie', password });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ secondFactorRequired: true, methods: ['totp', 'recovery'] });
    expect(first.cookies).toHaveLength(0);
    const { challenge } = SecondFactorRequiredSchema.parse(first.json());

    const wrong = await post('/api/login/second-factor', { challenge, code: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ error: twoFactorMessages.wrongCode });
    // The enrolment used this step's code; the next step's is what the app shows a moment later.
    const code = codeFor(secret, 1);
    const done = await post('/api/login/second-factor', { challenge, code });
    expect(done.statusCode).toBe(200);
    expect(UserSchema.parse(done.json())).toMatchObject({ username: 'eddie', twoFactorEnabled: true });
    const cookie = done.cookies.find((candidate) => candidate.name === 'sid');
    expect((await t.app.inject({ url: '/api/user', headers: { cookie: `sid=${cookie?.value}` } })).statusCode).toBe(
      200,
    );

    const replay = await post('/api/login/second-factor', { challenge: await challengeFrom('/api/login'), code });
    expect(replay.statusCode).toBe(401);
    expect(replay.cookies).toHaveLength(0);
  });

  it('takes a recovery code once', async () => {
    const { recoveryCodes } = await enrolledEditor();
    const code = recoveryCodes[3]?.toUpperCase().replace('-', ' ') ?? '';
    const done = await post('/api/login/second-factor', { challenge: await challengeFrom('/api/login'), code });
    expect(done.statusCode).toBe(200);
    const again = await post('/api/login/second-factor', { challenge: await challengeFrom('/api/login'), code });
    expect(again.statusCode).toBe(401);
    const headers = { cookie: `sid=${done.cookies.find((c) => c.name === 'sid')?.value}` };
    const status = TwoFactorStatusSchema.parse(
      (await t.app.inject({ url: '/api/account/two-factor', headers })).json(),
    );
    expect(status.recoveryCodesLeft).toBe(9);
  });

  it('throttles wrong codes like wrong passwords', async () => {
    const { secret } = await enrolledEditor();
    const challenge = await challengeFrom('/api/login');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await post('/api/login/second-factor', { challenge, code: '000000' })).statusCode).toBe(401);
    }
    const throttled = await post('/api/login/second-factor', { challenge, code: codeFor(secret, 1) });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBeDefined();
  });

  it('lets a challenge lapse after five minutes, and completes one only once', async () => {
    const { secret } = await enrolledEditor();
    vi.useFakeTimers({ toFake: ['Date'] });
    const late = await challengeFrom('/api/login');
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1000);
    const expired = await post('/api/login/second-factor', { challenge: late, code: codeFor(secret) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ error: twoFactorMessages.challengeExpired });

    const challenge = await challengeFrom('/api/login');
    expect((await post('/api/login/second-factor', { challenge, code: codeFor(secret) })).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 30_000);
    const reused = await post('/api/login/second-factor', { challenge, code: codeFor(secret) });
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toMatchObject({ error: twoFactorMessages.challengeExpired });
  });

  it('names the fields of bad input', async () => {
    const bad = await post('/api/login/second-factor', { challenge: 'short', code: 'not a code' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ fields: object }>().fields).sort()).toEqual(['challenge', 'code']);
    const empty = await post('/api/token-login/second-factor', { challenge: 'x'.repeat(43), code: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ success: false, fields: { code: 'Enter the code' } });
  });
});

describe('signing in with a token', () => {
  it('answers a challenge instead of a token, then the token for a right code; the same code never twice', async () => {
    const { secret } = await enrolledEditor();
    const first = await post('/api/token-login', { username: 'eddie', password });
    expect(first.statusCode).toBe(200);
    const answer = TokenLoginResponseSchema.parse(first.json());
    expect(answer).toMatchObject({ success: false, secondFactorRequired: true, methods: ['totp', 'recovery'] });
    expect(answer.token).toBeUndefined();
    const challenge = answer.challenge ?? '';

    // A challenge only completes the auth style that asked for it.
    expect((await post('/api/login/second-factor', { challenge, code: codeFor(secret, 1) })).statusCode).toBe(401);
    const wrong = await post('/api/token-login/second-factor', { challenge, code: '123456' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ success: false, error: twoFactorMessages.wrongCode });
    const code = codeFor(secret, 1);
    const done = TokenLoginResponseSchema.parse(
      (await post('/api/token-login/second-factor', { challenge, code })).json(),
    );
    expect(done).toMatchObject({ success: true, user: { username: 'eddie' } });
    const headers = { authorization: `Bearer ${done.token}` };
    expect((await t.app.inject({ url: '/api/token-check', headers })).json()).toMatchObject({ authenticated: true });

    const second = TokenLoginResponseSchema.parse(
      (await post('/api/token-login', { username: 'eddie', password })).json(),
    );
    const replay = await post('/api/token-login/second-factor', { challenge: second.challenge, code });
    expect(replay.statusCode).toBe(401);
  });

  it('takes a recovery code once', async () => {
    const { recoveryCodes } = await enrolledEditor();
    const code = recoveryCodes[0] ?? '';
    const challenge = async () =>
      TokenLoginResponseSchema.parse((await post('/api/token-login', { username: 'eddie', password })).json())
        .challenge;
    const done = await post('/api/token-login/second-factor', { challenge: await challenge(), code });
    expect(done.json()).toMatchObject({ success: true });
    const again = await post('/api/token-login/second-factor', { challenge: await challenge(), code });
    expect(again.statusCode).toBe(401);
  });
});

describe('turning it off', () => {
  it('needs the password and a code, each named when wrong', async () => {
    const { headers, secret } = await enrolledEditor();
    const remove = (payload: object) =>
      t.app.inject({ method: 'DELETE', url: '/api/account/two-factor', headers, payload });
    const missing = await remove({});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json<{ fields: object }>().fields).sort()).toEqual(['code', 'password']);
    const wrongPassword = await remove({ password: 'not-my-password', code: codeFor(secret, 1) });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toMatchObject({ fields: { password: twoFactorMessages.wrongPassword } });
    const wrongCode = await remove({ password, code: '000000' });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json()).toMatchObject({ fields: { code: twoFactorMessages.wrongCode } });
    const done = await remove({ password, code: codeFor(secret, 1) });
    expect(done.statusCode).toBe(200);
    expect(UserSchema.parse((await post('/api/login', { username: 'eddie', password })).json())).toMatchObject({
      twoFactorEnabled: false,
    });
    expect(await t.app.db.selectFrom('recovery_codes').selectAll().execute()).toHaveLength(0);
    expect((await remove({ password, code: codeFor(secret, 1) })).statusCode).toBe(409);
  });
});
