import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultRuntimeConfig } from '../../../../contract/runtime-config';
import type { BackendInfo, DesktopBridge } from '../../../../contract/desktop-bridge';
import { createDesktopPlatform, createWebPlatform, setPlatform } from '../platform/platform';
import { tokenLogin } from './token-session';

const hosted: BackendInfo = {
  id: 'hosted',
  label: 'Hosted backend',
  baseUrl: 'https://api.example',
  authMode: 'token',
};
const bridge: DesktopBridge = {
  kind: 'desktop',
  backend: { get: vi.fn(), list: vi.fn(), set: vi.fn(), onChanged: vi.fn() },
  token: { clear: vi.fn() },
  request: vi.fn(),
  openDiagnostics: vi.fn(),
  diagnostics: { facts: vi.fn(), copyReport: vi.fn() },
};
const user = { id: 1, username: 'admin', displayName: 'Site Administrator', email: null, role: 'admin' };

function answerSignIn(body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('token sign-in', () => {
  it('on the desktop takes the user from an answer main has already taken the token out of', async () => {
    setPlatform(createDesktopPlatform(bridge, hosted));
    answerSignIn({ success: true, user });
    await expect(tokenLogin({ username: 'admin', password: 'pw' })).resolves.toEqual({ user });
  });

  it('on the web still requires the token in the answer, and keeps it', async () => {
    const storage = window.sessionStorage;
    setPlatform(createWebPlatform(defaultRuntimeConfig, storage));
    answerSignIn({ success: true, user });
    await expect(tokenLogin({ username: 'admin', password: 'pw' })).rejects.toThrow(
      'Response was OK but contained no token',
    );
    answerSignIn({ success: true, token: 'web-token', user });
    await expect(tokenLogin({ username: 'admin', password: 'pw' })).resolves.toEqual({ user });
    expect(storage.getItem('santan_auth_token')).toBe('web-token');
  });
});
