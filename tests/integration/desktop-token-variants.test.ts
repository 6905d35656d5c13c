import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackendInfo } from '../../contract/desktop-bridge';
import { forwardApiRequest } from '../../main/api-forwarding';
import { runBridgeRequest } from '../../main/bridge-request';
import type { TestApp } from '../../server/test/test-app';
import { createTestApp, testAdmin } from '../../server/test/test-app';

/**
 * The reproduction, end to end minus Electron: the real token-mode server answers a sign-in at a
 * path variant (trailing slash, `%2D`) exactly as at its own path, so main must keep the token from each and
 * the page, or the diagnostics tester, must never see it. Main's forwarding and bridge request modules run
 * as they do in the app; Node's fetch stands in for the hosted partition.
 */
let t: TestApp;
let backend: BackendInfo;
const kept = new Map<string, string>();
const deps = {
  activeBackend: () => backend,
  sessionFor: () => ({ fetch: (input: string, init?: RequestInit) => fetch(input, init) }) as never,
  tokenFor: async (origin: string) => kept.get(origin) ?? null,
  keepToken: async (origin: string, token: string) => {
    kept.set(origin, token);
  },
  backends: { get: () => backend },
};

beforeAll(async () => {
  t = await createTestApp({ authMode: 'token' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (t.app.server.address() as AddressInfo).port;
  backend = { id: 'hosted', label: 'Hosted backend', baseUrl: `http://127.0.0.1:${port}`, authMode: 'token' };
});
afterAll(() => t.close());

const credentials = JSON.stringify({ username: testAdmin.username, password: testAdmin.password });

describe('a sign-in at a path variant, through main', () => {
  it.each(['/api/token-login/', '/api/token%2Dlogin', '/api/token%2dlogin/'])(
    'POST %s: the server signs in, main keeps the token, the page gets none and stays signed in',
    async (path) => {
      kept.clear();
      const answer = await forwardApiRequest(
        new Request(`app://site${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: credentials,
        }),
        deps,
      );
      const text = await answer.text();
      expect(answer.status).toBe(200);
      expect(JSON.parse(text)).toMatchObject({ success: true, user: { username: testAdmin.username } });
      expect(text).not.toContain('token');
      expect(kept.get(backend.baseUrl)).toEqual(expect.any(String));
      const user = await forwardApiRequest(new Request('app://site/api/user'), deps);
      expect(user.status).toBe(200);
    },
  );

  it("the diagnostics tester's sign-in at /api/token-login/ leaves the token with main", async () => {
    kept.clear();
    const answer = await runBridgeRequest(
      { backend: 'hosted', method: 'POST', path: '/api/token-login/', body: JSON.parse(credentials) },
      deps,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).not.toContain('token');
    expect(kept.get(backend.baseUrl)).toEqual(expect.any(String));
  });
});
