import { describe, expect, it } from 'vitest';
import { readTokenLogin } from './token-login-result';

const user = { id: 1, username: 'demo', displayName: 'Demo Viewer', email: null, role: 'viewer' };
const answer = (status: number, body: unknown, statusText = '') => ({
  status,
  statusText,
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

describe('readTokenLogin', () => {
  it('returns the token and user of a successful sign-in', () => {
    expect(readTokenLogin(answer(200, { success: true, token: 'tkn', user }))).toEqual({
      ok: true,
      token: 'tkn',
      user,
    });
  });

  it('hands back the challenge when the account needs a second-factor code', () => {
    const challenge = 'c'.repeat(43);
    const body = { success: false, secondFactorRequired: true, challenge, methods: ['totp', 'recovery'] };
    expect(readTokenLogin(answer(200, body))).toEqual({ ok: 'second-factor', challenge });
  });

  it("uses the server's error for a 4xx, else the status wording", () => {
    expect(readTokenLogin(answer(401, { success: false, error: 'Invalid username or password' }))).toEqual({
      ok: false,
      error: 'Invalid username or password',
    });
    expect(readTokenLogin(answer(404, 'Not here'))).toEqual({
      ok: false,
      error: 'Authentication failed with status 404',
    });
  });

  it('a 5xx is "Invalid credentials or server error"; no answer is the network message', () => {
    expect(readTokenLogin(answer(500, { error: 'Internal server error' }))).toEqual({
      ok: false,
      error: 'Invalid credentials or server error',
    });
    expect(readTokenLogin(answer(0, 'fetch failed'))).toEqual({
      ok: false,
      error: 'Network connection error - please check your connection and try again',
    });
  });

  it('reads a 2xx answer with the token-login messages', () => {
    expect(readTokenLogin(answer(200, '<html>'))).toEqual({ ok: false, error: 'Invalid JSON response' });
    expect(readTokenLogin(answer(200, { success: false, error: 'Locked' }))).toEqual({ ok: false, error: 'Locked' });
    expect(readTokenLogin(answer(200, { success: false }))).toEqual({ ok: false, error: 'Login failed' });
    expect(readTokenLogin(answer(200, { success: true, user }))).toEqual({
      ok: false,
      error: 'Response was OK but contained no token',
    });
    expect(readTokenLogin(answer(200, { success: true, token: 'tkn' }))).toEqual({
      ok: false,
      error: 'Authentication failed',
    });
    expect(readTokenLogin(answer(200, { nothing: 'useful' }))).toEqual({ ok: false, error: 'Authentication failed' });
  });

  it('accepts an answer without a token where the app keeps it (desktop main took it out)', () => {
    expect(readTokenLogin(answer(200, { success: true, user }), { tokenKeptByApp: true })).toEqual({
      ok: true,
      token: null,
      user,
    });
  });
});
