import { describe, expect, it, vi } from 'vitest';
import { captureSignInToken, isSignInRequest } from './sign-in-capture';

const user = { id: 1, username: 'ada', role: 'admin' };

describe('sign-in token capture', () => {
  it('recognises the password sign-in and the second factor, POST only', () => {
    expect(isSignInRequest('POST', '/api/token-login')).toBe(true);
    expect(isSignInRequest('post', '/api/token-login/second-factor')).toBe(true);
    expect(isSignInRequest('GET', '/api/token-login')).toBe(false);
    expect(isSignInRequest('POST', '/api/token-check')).toBe(false);
  });

  it('keeps the token and hands the page only success and user', async () => {
    const keep = vi.fn(async () => undefined);
    const body = await captureSignInToken(JSON.stringify({ success: true, token: 'issued-token', user }), keep);
    expect(keep).toHaveBeenCalledWith('issued-token');
    expect(JSON.parse(body)).toEqual({ success: true, user });
    expect(body).not.toContain('issued-token');
  });

  it('passes a second-factor challenge through as it came', async () => {
    const keep = vi.fn(async () => undefined);
    const challenge = JSON.stringify({
      success: false,
      secondFactorRequired: true,
      challenge: 'c-1',
      methods: ['totp'],
    });
    expect(await captureSignInToken(challenge, keep)).toBe(challenge);
    expect(keep).not.toHaveBeenCalled();
  });

  it('strips a token even from an answer it does not keep', async () => {
    const keep = vi.fn(async () => undefined);
    const body = await captureSignInToken(JSON.stringify({ success: false, token: 'odd' }), keep);
    expect(body).not.toContain('odd');
    expect(keep).not.toHaveBeenCalled();
  });

  it('leaves bodies that are not JSON alone', async () => {
    const keep = vi.fn(async () => undefined);
    expect(await captureSignInToken('Bad gateway', keep)).toBe('Bad gateway');
    expect(await captureSignInToken('[1,2]', keep)).toBe('[1,2]');
  });
});
