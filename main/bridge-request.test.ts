import { describe, expect, it, vi } from 'vitest';
import type { BackendId, BackendInfo } from '../contract/desktop-bridge';
import { runBridgeRequest } from './bridge-request';
import { FakeSession } from './test-support/fake-session';

const backends: Record<BackendId, BackendInfo> = {
  local: { id: 'local', label: 'Local backend', baseUrl: 'http://localhost:5000', authMode: 'cookie' },
  hosted: { id: 'hosted', label: 'Hosted backend', baseUrl: 'https://api.example.com', authMode: 'token' },
};

function setup(configured: BackendId[] = ['local', 'hosted']) {
  const sessions = {
    local: new FakeSession('persist:backend-local'),
    hosted: new FakeSession('persist:backend-hosted'),
  };
  const deps = {
    backends: { get: (id: BackendId) => (configured.includes(id) ? backends[id] : undefined) },
    sessionFor: (id: BackendId) => sessions[id],
    tokenFor: vi.fn(async (origin: string) => (origin === 'https://api.example.com' ? 'hosted-token' : 'local-token')),
    keepToken: vi.fn(async (_origin: string, _token: string) => undefined),
  };
  return { sessions, deps };
}

describe('bridge API requests (the API tester)', () => {
  it('runs against the backend it names, in that backend partition, and returns status and body', async () => {
    const { sessions, deps } = setup();
    sessions.local.fetch.mockResolvedValueOnce(new Response('{"id":1}', { status: 201, statusText: 'Created' }));
    const response = await runBridgeRequest(
      { backend: 'local', method: 'POST', path: '/api/login', body: { email: 'a@b.example' } },
      deps,
    );
    expect(response).toEqual({ status: 201, statusText: 'Created', body: '{"id":1}' });
    const [url, init] = sessions.local.fetch.mock.calls[0] ?? [];
    expect(url).toBe('http://localhost:5000/api/login');
    expect(init?.body).toBe('{"email":"a@b.example"}');
    expect(new Headers(init?.headers).get('authorization')).toBeNull();
    expect(sessions.hosted.fetch).not.toHaveBeenCalled();
  });

  it("adds that backend's token only when asked to", async () => {
    const { sessions, deps } = setup();
    await runBridgeRequest({ backend: 'hosted', method: 'GET', path: '/api/token-check', useToken: true }, deps);
    await runBridgeRequest({ backend: 'hosted', method: 'GET', path: '/api/token-check' }, deps);
    const headers = sessions.hosted.fetch.mock.calls.map(([, init]) => new Headers(init?.headers).get('authorization'));
    expect(headers).toEqual(['Bearer hosted-token', null]);
  });

  it('reports status 0 when the backend cannot be reached or is not configured', async () => {
    const { sessions, deps } = setup(['local']);
    sessions.local.fetch.mockRejectedValueOnce(new Error('net::ERR_CONNECTION_REFUSED'));
    expect(await runBridgeRequest({ backend: 'local', method: 'GET', path: '/api/user' }, deps)).toEqual({
      status: 0,
      statusText: 'Network error',
      body: 'net::ERR_CONNECTION_REFUSED',
    });
    expect(await runBridgeRequest({ backend: 'hosted', method: 'GET', path: '/api/user' }, deps)).toMatchObject({
      status: 0,
      statusText: 'Not configured',
    });
  });

  it("keeps a sign-in's token in main and hands the tester only success and user", async () => {
    const { sessions, deps } = setup();
    const user = { id: 1, username: 'ada', role: 'admin' };
    sessions.hosted.fetch.mockResolvedValueOnce(new Response(JSON.stringify({ success: true, token: 'issued', user })));
    const response = await runBridgeRequest(
      { backend: 'hosted', method: 'POST', path: '/api/token-login', body: { username: 'ada', password: 'pw' } },
      deps,
    );
    expect(deps.keepToken).toHaveBeenCalledWith('https://api.example.com', 'issued');
    expect(JSON.parse(response.body)).toEqual({ success: true, user });
  });

  // The channel's path rule allows a trailing slash and capitals; the server also routes the first.
  it.each(['/api/token-login/', '/api/Token-Login', '/api/token-login/second-factor/'])(
    'keeps the token of a sign-in asked as %s, and the tester never sees it',
    async (path) => {
      const { sessions, deps } = setup();
      sessions.hosted.fetch.mockResolvedValueOnce(
        new Response(JSON.stringify({ success: true, token: 'issued', user: { id: 1 } })),
      );
      const response = await runBridgeRequest({ backend: 'hosted', method: 'POST', path, body: {} }, deps);
      expect(deps.keepToken).toHaveBeenCalledWith('https://api.example.com', 'issued');
      expect(response.body).not.toContain('issued');
    },
  );

  it('takes a token out of any other answer too, except the public form token', async () => {
    const { sessions, deps } = setup();
    sessions.hosted.fetch.mockResolvedValueOnce(new Response('{"token":"from-elsewhere","ok":true}'));
    sessions.hosted.fetch.mockResolvedValueOnce(new Response('{"token":"signed-form-token"}'));
    const other = await runBridgeRequest({ backend: 'hosted', method: 'GET', path: '/api/new-route' }, deps);
    const form = await runBridgeRequest({ backend: 'hosted', method: 'GET', path: '/api/public/form-token' }, deps);
    expect(JSON.parse(other.body)).toEqual({ ok: true });
    expect(JSON.parse(form.body)).toEqual({ token: 'signed-form-token' });
    expect(deps.keepToken).not.toHaveBeenCalled();
  });
});
