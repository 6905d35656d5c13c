import { describe, expect, it, vi } from 'vitest';
import { captureSignInToken, guardAnswer, isSignInRequest, routedPath } from './sign-in-capture';

const user = { id: 1, username: 'ada', role: 'admin' };

describe('sign-in token capture', () => {
  it('recognises the password sign-in and the second factor, POST only', () => {
    expect(isSignInRequest('POST', '/api/token-login')).toBe(true);
    expect(isSignInRequest('post', '/api/token-login/second-factor')).toBe(true);
    expect(isSignInRequest('GET', '/api/token-login')).toBe(false);
    expect(isSignInRequest('POST', '/api/token-check')).toBe(false);
  });

  // The server ignores a trailing slash and decodes escapes; another backend may ignore case.
  it.each([
    '/api/token-login/',
    '/api/token-login//',
    '/api/token%2Dlogin',
    '/api/token%2dlogin',
    '/api/%74oken-login',
    '/API/Token-Login',
    '/api/token-login/second%2Dfactor/',
    '/api/Token-Login/Second-Factor',
  ])('recognises the sign-in variant %s as the server routes it', (path) => {
    expect(isSignInRequest('POST', path)).toBe(true);
  });

  it('reads a path the way the server routes it, and gives up on one that does not decode', () => {
    expect(routedPath('/api/token%2Dlogin/')).toBe('/api/token-login');
    expect(routedPath('/')).toBe('/');
    expect(routedPath('/api/%E0%A4%A')).toBeNull();
    expect(isSignInRequest('POST', '/api/%E0%A4%A')).toBe(false);
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

  it('takes a token out of every other answer, keeping nothing, but leaves the public form token', async () => {
    const keep = vi.fn(async () => undefined);
    const other = await guardAnswer('GET', '/api/some/new-route', '{"token":"leaked","ok":1}', keep);
    expect(JSON.parse(other)).toEqual({ ok: 1 });
    const undecodable = await guardAnswer('POST', '/api/%E0%A4%A', '{"token":"leaked"}', keep);
    expect(undecodable).toBe('{}');
    const form = await guardAnswer('GET', '/api/public/form-token/', '{"token":"signed"}', keep);
    expect(form).toBe('{"token":"signed"}');
    expect(keep).not.toHaveBeenCalled();
    const signIn = await guardAnswer('POST', '/api/token%2Dlogin', '{"success":true,"token":"kept"}', keep);
    expect(keep).toHaveBeenCalledWith('kept');
    expect(signIn).toBe('{"success":true}');
  });
});
