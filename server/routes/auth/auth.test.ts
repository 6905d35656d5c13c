import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TokenCheckResponseSchema, TokenLoginResponseSchema } from '../../../contract/auth';
import { UserSchema } from '../../../contract/user';
import type { TestApp } from '../../test/test-app';
import { defaultLoginThrottlePolicy } from '../../security/login-throttle';
import { cookieFor, createTestApp, testAdmin, tokenFor } from '../../test/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const newUser = {
  username: 'jordan.lee',
  password: 'a-long-enough-password',
  displayName: 'Jordan Lee',
  email: 'jordan@example.com',
};

describe('cookie sessions', () => {
  it('signs in, reads the user, and logs out revoking the session', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: testAdmin });
    expect(login.statusCode).toBe(200);
    expect(UserSchema.parse(login.json()).role).toBe('admin');
    const setCookie = String(login.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);

    const cookie = await cookieFor(t.app, testAdmin.username, testAdmin.password);
    const user = await t.app.inject({ url: '/api/user', headers: { cookie } });
    expect(UserSchema.parse(user.json()).username).toBe('admin');

    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } })).statusCode).toBe(200);
    const after = await t.app.inject({ url: '/api/user', headers: { cookie } });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ error: 'Unauthorized' });
  });

  it('marks the cookie Secure behind https', async () => {
    await t.close();
    t = await createTestApp({ trustProxy: 1 });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: testAdmin,
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(String(login.headers['set-cookie'])).toMatch(/Secure/);
  });

  it('gives an unknown user and a wrong password the same answer', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'admin', password: 'nope' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'ghost', password: 'nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
  });

  it('names each missing, wrong-typed or oversized field', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/login', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ fields: { username: 'Required', password: 'Required' } });
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 7, password: true },
    });
    expect(Object.keys(wrongType.json<{ fields: object }>().fields).sort()).toEqual(['password', 'username']);
    const long = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'a'.repeat(65), password: 'x' },
    });
    expect(long.json()).toMatchObject({ fields: { username: 'At most 64 characters' } });
  });
});

describe('bearer tokens', () => {
  it('logs in, checks, authenticates /api/user and is revoked on logout', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/token-login', payload: testAdmin });
    const body = TokenLoginResponseSchema.parse(login.json());
    expect(body.success).toBe(true);
    expect(body.token?.length).toBeGreaterThanOrEqual(43);
    const authorization = `Bearer ${body.token}`;

    const check = TokenCheckResponseSchema.parse(
      (await t.app.inject({ url: '/api/token-check', headers: { authorization } })).json(),
    );
    expect(check).toMatchObject({ authenticated: true, user: { username: 'admin' } });

    const user = await t.app.inject({ url: '/api/user', headers: { authorization } });
    expect(user.json()).toMatchObject({ authenticated: true, user: { username: 'admin' } });

    await t.app.inject({ method: 'POST', url: '/api/logout', headers: { authorization } });
    const revoked = await t.app.inject({ url: '/api/token-check', headers: { authorization } });
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toEqual({ authenticated: false, error: 'Invalid or expired token' });
  });

  it('answers failures in the token-login shape', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/token-login',
      payload: { username: 'admin', password: 'bad' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, error: 'Invalid username or password' });
    const missing = await t.app.inject({ method: 'POST', url: '/api/token-login', payload: { username: 'admin' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ success: false, fields: { password: 'Required' } });
  });

  it('refuses a missing token and an expired one', async () => {
    const none = await t.app.inject('/api/token-check');
    expect(none.json()).toEqual({ authenticated: false, error: 'No token provided' });
    const token = await tokenFor(t.app, testAdmin.username, testAdmin.password);
    await t.app.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const expired = await t.app.inject({ url: '/api/token-check', headers: { authorization: `Bearer ${token}` } });
    expect(expired.statusCode).toBe(401);
  });

  it('stores only a hash of each token', async () => {
    const token = await tokenFor(t.app, testAdmin.username, testAdmin.password);
    const rows = await t.app.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.length).toBe(1);
    expect(rows[0]?.token_hash).not.toContain(token);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('does not accept a cookie session secret as a bearer token', async () => {
    const cookie = await cookieFor(t.app, testAdmin.username, testAdmin.password);
    const secret = cookie.slice('sid='.length);
    const response = await t.app.inject({ url: '/api/token-check', headers: { authorization: `Bearer ${secret}` } });
    expect(response.statusCode).toBe(401);
  });
});

describe('registration', () => {
  it('creates an account waiting for approval, signed in with a cookie session', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/register', payload: newUser });
    expect(response.statusCode).toBe(201);
    expect(UserSchema.parse(response.json())).toMatchObject({
      username: 'jordan.lee',
      role: 'viewer',
      approval: 'pending',
    });
    const row = await t.app.db
      .selectFrom('users')
      .select('password_hash')
      .where('username', '=', 'jordan.lee')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).not.toContain(newUser.password);
    await expect(cookieFor(t.app, newUser.username, newUser.password)).resolves.toMatch(/^sid=/);
  });

  it('under SITE_REGISTRATION=open makes a viewer who reads content at once', async () => {
    await t.close();
    t = await createTestApp({ registration: 'open' });
    const response = await t.app.inject({ method: 'POST', url: '/api/register', payload: newUser });
    expect(UserSchema.parse(response.json())).toMatchObject({ role: 'viewer', approval: 'approved' });
    const cookie = await cookieFor(t.app, newUser.username, newUser.password);
    const pages = await t.app.inject({ method: 'GET', url: '/api/admin/pages', headers: { cookie } });
    expect(pages.statusCode).toBe(200);
  });

  it('refuses a taken username with 409 naming the field', async () => {
    await t.app.inject({ method: 'POST', url: '/api/register', payload: newUser });
    const again = await t.app.inject({ method: 'POST', url: '/api/register', payload: newUser });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ fields: { username: 'That username is taken' } });
  });

  it('answers 409 to every registration but one when several race for one username', async () => {
    await t.close();
    t = await createTestApp({ rateLimits: { register: { max: 100, timeWindow: 60_000 } } });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => t.app.inject({ method: 'POST', url: '/api/register', payload: newUser })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json()).toEqual({
        error: 'That username is taken',
        fields: { username: 'That username is taken' },
      });
    }
  });

  it('names every bad field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { username: 'A B', password: 'short', displayName: '', email: 'not-an-email' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ fields: object }>().fields).sort()).toEqual([
      'displayName',
      'email',
      'password',
      'username',
    ]);
  });
});

describe('rate limits', () => {
  it('limits sign-in attempts per IP', async () => {
    await t.close();
    t = await createTestApp({ rateLimits: { login: { max: 3, timeWindow: 60_000 } } });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: `u${attempt}`, password: 'x' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('counts cookie and token sign-ins against one limit per IP', async () => {
    await t.close();
    t = await createTestApp({ rateLimits: { login: { max: 3, timeWindow: 60_000 } } });
    const statuses: number[] = [];
    for (const url of ['/api/login', '/api/token-login', '/api/login', '/api/token-login']) {
      const response = await t.app.inject({ method: 'POST', url, payload: { username: 'someone', password: 'x' } });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('behind one trusted proxy, limits by the address the proxy saw, not a forged leftmost X-Forwarded-For', async () => {
    await t.close();
    t = await createTestApp({ trustProxy: 1, rateLimits: { login: { max: 3, timeWindow: 60_000 } } });
    const attempt = (forwardedFor: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { username: 'someone', password: 'x' },
      });
    const statuses: number[] = [];
    for (let forged = 0; forged < 4; forged += 1) {
      statuses.push((await attempt(`198.18.0.${forged}, 203.0.113.50`)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await attempt('203.0.113.51')).statusCode).toBe(401);
  });
});

describe('failed sign-in backoff', () => {
  const attacker = '203.0.113.66';
  const owner = '198.51.100.4';
  const signIn = (remoteAddress: string, password: string, username: string = testAdmin.username) =>
    t.app.inject({ method: 'POST', url: '/api/login', remoteAddress, payload: { username, password } });

  beforeEach(async () => {
    await t.close();
    t = await createTestApp({ rateLimits: { login: { max: 10_000, timeWindow: 60_000 } } });
  });
  afterEach(() => vi.useRealTimers());

  it('slows the source that guesses while the owner, elsewhere, still signs in with the right password', async () => {
    const statuses: number[] = [];
    for (let guess = 0; guess < 8; guess += 1) statuses.push((await signIn(attacker, `guess-${guess}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429]);
    const throttled = await signIn(attacker, testAdmin.password);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json<{ error: string }>().error).toMatch(
      /^Too many failed sign-in attempts: try again in \d+ seconds?$/,
    );
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signIn(owner, testAdmin.password)).statusCode).toBe(200);
  });

  it('doubles the wait with each failure past the free ones, and forgives after a success', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T10:00:00Z') });
    for (let guess = 0; guess < 3; guess += 1) expect((await signIn(attacker, 'wrong')).statusCode).toBe(401);
    // Three failures are free; then the source waits 1 s, then 2 s, then 4 s between tries.
    expect((await signIn(attacker, testAdmin.password)).headers['retry-after']).toBe('1');
    vi.advanceTimersByTime(1000);
    expect((await signIn(attacker, 'wrong')).statusCode).toBe(401);
    expect((await signIn(attacker, testAdmin.password)).headers['retry-after']).toBe('2');
    vi.advanceTimersByTime(2000);
    expect((await signIn(attacker, 'wrong')).statusCode).toBe(401);
    expect((await signIn(attacker, testAdmin.password)).headers['retry-after']).toBe('4');
    vi.advanceTimersByTime(4000);
    expect((await signIn(attacker, testAdmin.password)).statusCode).toBe(200);
    // The success forgave this source: three free failures again.
    for (let guess = 0; guess < 3; guess += 1) expect((await signIn(attacker, 'wrong')).statusCode).toBe(401);
  });

  it('slows one source spraying a password over many accounts', async () => {
    // Five free failures per source instead of twenty: the same rule, a quarter of the password checks.
    await t.close();
    t = await createTestApp({
      rateLimits: { login: { max: 10_000, timeWindow: 60_000 } },
      loginThrottle: {
        ...defaultLoginThrottlePolicy,
        perSource: { ...defaultLoginThrottlePolicy.perSource, freeFailures: 5 },
      },
    });
    for (let account = 0; account < 5; account += 1) {
      expect((await signIn(attacker, 'Winter2026!', `user${account}`)).statusCode).toBe(401);
    }
    expect((await signIn(attacker, 'Winter2026!', 'user-twenty-one')).statusCode).toBe(429);
    expect((await signIn(owner, 'Winter2026!', 'user-twenty-one')).statusCode).toBe(401);
  });

  it('throttles token sign-in the same way, in the token-login shape', async () => {
    for (let guess = 0; guess < 4; guess += 1) {
      await t.app.inject({
        method: 'POST',
        url: '/api/token-login',
        remoteAddress: attacker,
        payload: { username: 'admin', password: 'wrong' },
      });
    }
    const throttled = await t.app.inject({
      method: 'POST',
      url: '/api/token-login',
      remoteAddress: attacker,
      payload: testAdmin,
    });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toMatchObject({ success: false, error: expect.stringMatching(/Too many failed/) });
    expect(throttled.headers['retry-after']).toBeDefined();
  });
});

describe('disabled accounts', () => {
  it('cannot sign in and lose live sessions', async () => {
    const cookie = await cookieFor(t.app, testAdmin.username, testAdmin.password);
    await t.app.db.updateTable('users').set({ disabled: 1 }).execute();
    expect((await t.app.inject({ url: '/api/user', headers: { cookie } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/login', payload: testAdmin })).statusCode).toBe(401);
  });
});
