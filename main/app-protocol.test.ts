import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BackendId, BackendInfo } from '../contract/desktop-bridge';
import { createAppProtocolHandler } from './app-protocol';
import { contentSecurityPolicy } from './content-security-policy';
import { FakeSession } from './test-support/fake-session';

const local: BackendInfo = {
  id: 'local',
  label: 'Local backend',
  baseUrl: 'http://localhost:5000',
  authMode: 'cookie',
};
const hosted: BackendInfo = {
  id: 'hosted',
  label: 'Hosted backend',
  baseUrl: 'https://api.example.com',
  authMode: 'token',
};

// A real folder with a secret beside (not inside) the renderer, so a traversal would be observable.
const base = mkdtempSync(path.join(tmpdir(), 'app-protocol-'));
const root = path.join(base, 'renderer');
mkdirSync(path.join(root, 'assets'), { recursive: true });
writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Aegisline</title>');
writeFileSync(path.join(root, 'diagnostics.html'), '<!doctype html><title>Diagnostics</title>');
writeFileSync(path.join(root, 'assets', 'app.js'), 'console.log(1)');
writeFileSync(path.join(base, 'secret.json'), '{"secret":true}');

function setup(active: BackendInfo) {
  const sessions = {
    local: new FakeSession('persist:backend-local'),
    hosted: new FakeSession('persist:backend-hosted'),
  };
  const tokenFor = vi.fn(async (origin: string) => (origin === 'https://api.example.com' ? 'hosted-token' : null));
  const keepToken = vi.fn(async (_origin: string, _token: string) => undefined);
  const handler = createAppProtocolHandler({
    rendererRoot: root,
    activeBackend: () => active,
    sessionFor: (id: BackendId) => sessions[id],
    tokenFor,
    keepToken,
  });
  return { handler, sessions, tokenFor, keepToken };
}

describe('app:// protocol handler', () => {
  let app: ReturnType<typeof setup>;
  beforeEach(() => {
    app = setup(local);
  });

  it('serves index.html with the CSP header for the root and client routes', async () => {
    for (const url of ['app://site/', 'app://site/company/partners']) {
      const response = await app.handler(new Request(url));
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>Aegisline</title>');
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('content-security-policy')).toBe(contentSecurityPolicy);
    }
  });

  it('serves assets with their type and nosniff, and the CSP only on HTML', async () => {
    const response = await app.handler(new Request('app://site/assets/app.js'));
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBeNull();
  });

  it('answers 404 for a missing file', async () => {
    expect((await app.handler(new Request('app://site/assets/missing.js'))).status).toBe(404);
  });

  it.each([
    'app://site/..%2fsecret.json',
    'app://site/assets/..%2f..%2fsecret.json',
    'app://site/%2e%2e%2fsecret.json',
    'app://site/assets/%2E%2E%2F%2E%2E%2Fsecret.json',
    'app://site/..%5csecret.json',
  ])('refuses the traversal %s with 404', async (url) => {
    const response = await app.handler(new Request(url));
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('secret');
  });

  it('refuses other hosts and non-GET file requests', async () => {
    expect((await app.handler(new Request('app://evil/index.html'))).status).toBe(404);
    expect((await app.handler(new Request('app://site/index.html', { method: 'POST', body: 'x' }))).status).toBe(405);
  });

  it('forwards /api/ to the local backend in its own partition, without any renderer credentials', async () => {
    const request = new Request('app://site/api/pages?slug=home', {
      headers: {
        accept: 'application/json',
        cookie: 'sid=forged',
        authorization: 'Bearer forged',
        origin: 'app://site',
      },
    });
    await app.handler(request);
    const [url, init] = app.sessions.local.fetch.mock.calls[0] ?? [];
    expect(url).toBe('http://localhost:5000/api/pages?slug=home');
    const headers = new Headers(init?.headers);
    expect(headers.get('accept')).toBe('application/json');
    expect(headers.get('cookie')).toBeNull();
    expect(headers.get('authorization')).toBeNull();
    expect(headers.get('origin')).toBeNull();
    expect(init?.credentials).toBe('include');
    expect(app.sessions.hosted.fetch).not.toHaveBeenCalled();
  });

  it('adds the vault token for the hosted backend and forwards the body', async () => {
    app = setup(hosted);
    const body = JSON.stringify({ email: 'a@b.example', password: 'pw' });
    await app.handler(
      new Request('app://site/api/token-login', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const [url, init] = app.sessions.hosted.fetch.mock.calls[0] ?? [];
    expect(url).toBe('https://api.example.com/api/token-login');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer hosted-token');
    expect(new TextDecoder().decode(init?.body as ArrayBuffer)).toBe(body);
  });

  it.each(['/api/token-login', '/api/token-login/second-factor'])(
    'takes the token out of the %s answer: main keeps it, the page gets success and user',
    async (path) => {
      app = setup(hosted);
      const user = { id: 1, username: 'ada', role: 'admin' };
      app.sessions.hosted.fetch.mockResolvedValueOnce(
        new Response(JSON.stringify({ success: true, token: 'issued-token', user }), {
          headers: { 'content-type': 'application/json' },
        }),
      );
      const response = await app.handler(new Request(`app://site${path}`, { method: 'POST', body: '{}' }));
      expect(app.keepToken).toHaveBeenCalledWith('https://api.example.com', 'issued-token');
      const text = await response.text();
      expect(text).not.toContain('issued-token');
      expect(JSON.parse(text)).toEqual({ success: true, user });
    },
  );

  // Each is a sign-in to the server (trailing slash ignored, escapes decoded) or to a case-blind backend.
  it.each(['/api/token-login/', '/api/token%2Dlogin', '/api/Token-Login', '/api/token-login/second%2Dfactor'])(
    'keeps the token of the sign-in variant %s in main, never the page',
    async (path) => {
      app = setup(hosted);
      app.sessions.hosted.fetch.mockResolvedValueOnce(
        new Response(JSON.stringify({ success: true, token: 'issued-token', user: { id: 1 } }), {
          headers: { 'content-type': 'application/json' },
        }),
      );
      const response = await app.handler(new Request(`app://site${path}`, { method: 'POST', body: '{}' }));
      expect(app.keepToken).toHaveBeenCalledWith('https://api.example.com', 'issued-token');
      expect(await response.text()).not.toContain('issued-token');
    },
  );

  it('takes a token out of any JSON answer, whatever the path, and streams pictures untouched', async () => {
    app = setup(hosted);
    app.sessions.hosted.fetch.mockResolvedValueOnce(
      new Response('{"token":"leaked","items":[]}', { headers: { 'content-type': 'application/json' } }),
    );
    const answer = await app.handler(new Request('app://site/api/admin/anything'));
    expect(await answer.json()).toEqual({ items: [] });
    expect(app.keepToken).not.toHaveBeenCalled();
    app.sessions.hosted.fetch.mockResolvedValueOnce(
      new Response('{"token":"signed-form-token"}', { headers: { 'content-type': 'application/json' } }),
    );
    expect(await (await app.handler(new Request('app://site/api/public/form-token'))).json()).toEqual({
      token: 'signed-form-token',
    });
    const picture = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    app.sessions.hosted.fetch.mockResolvedValueOnce(
      new Response(picture, { headers: { 'content-type': 'image/png' } }),
    );
    const media = await app.handler(new Request('app://site/media/1/abc/logo.png'));
    expect(new Uint8Array(await media.arrayBuffer())).toEqual(picture);
  });

  it('sends the token only to the origin that issued it', async () => {
    app = setup({ ...hosted, baseUrl: 'https://elsewhere.example' });
    await app.handler(new Request('app://site/api/pages'));
    const [, init] = app.sessions.hosted.fetch.mock.calls[0] ?? [];
    expect(app.tokenFor).toHaveBeenCalledWith('https://elsewhere.example');
    expect(new Headers(init?.headers).get('authorization')).toBeNull();
  });

  it('fetches the media library’s pictures from the active backend, without the token', async () => {
    app = setup(hosted);
    await app.handler(new Request('app://site/media/4/0123456789abcdef/team-960.avif'));
    const [url, init] = app.sessions.hosted.fetch.mock.calls[0] ?? [];
    expect(url).toBe('https://api.example.com/media/4/0123456789abcdef/team-960.avif');
    expect(new Headers(init?.headers).get('authorization')).toBeNull();
    expect((await app.handler(new Request('app://site/media/4/x/y.png', { method: 'POST', body: 'x' }))).status).toBe(
      405,
    );
  });

  it('keeps backend cookies out of the renderer', async () => {
    app.sessions.local.fetch.mockResolvedValueOnce(
      new Response('{"ok":true}', {
        status: 201,
        headers: { 'set-cookie': 'sid=1', 'content-type': 'application/json' },
      }),
    );
    const response = await app.handler(new Request('app://site/api/login', { method: 'POST', body: '{}' }));
    expect(response.status).toBe(201);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({ ok: true });
  });

  it('refuses a redirect instead of following it with the bearer token', async () => {
    app = setup(hosted);
    // Behaves as fetch does: only `redirect: 'error'` turns the backend's 302 into a failure.
    app.sessions.hosted.fetch.mockImplementationOnce(async (_url, init) => {
      if (init?.redirect === 'error') throw new TypeError('fetch failed: unexpected redirect');
      return new Response('{"followed":"https://evil.example/collect"}', { status: 200 });
    });
    const response = await app.handler(new Request('app://site/api/user'));
    expect(app.sessions.hosted.fetch.mock.calls[0]?.[1]?.redirect).toBe('error');
    expect(response.status).toBe(502);
    expect(await response.text()).not.toContain('followed');
  });

  it('answers 502 when the backend is unreachable', async () => {
    app.sessions.local.fetch.mockRejectedValueOnce(new Error('net::ERR_CONNECTION_REFUSED'));
    const response = await app.handler(new Request('app://site/api/pages'));
    expect(response.status).toBe(502);
  });
});
