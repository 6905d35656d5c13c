import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackendInfo } from '../../contract/desktop-bridge';
import { createEventStreamParser } from '../../contract/event-stream-parser';
import { forwardApiRequest } from '../../main/api-forwarding';
import type { TestApp } from '../../server/test/test-app';
import { createTestApp, testAdmin, tokenFor } from '../../server/test/test-app';

/**
 * An open editor's event stream from the desktop app: the renderer asks app://site, main forwards to the backend
 * with the token it keeps. The stream never ends while the editor is open, so main must pass it on as it comes
 * rather than read it whole (as it reads JSON answers, to take tokens out): the first events arrive, unended.
 */
let t: TestApp;
let backend: BackendInfo;
let token: string;
const deps = {
  activeBackend: () => backend,
  sessionFor: () => ({ fetch: (input: string, init?: RequestInit) => fetch(input, init) }) as never,
  tokenFor: async () => token,
  keepToken: async () => undefined,
};

beforeAll(async () => {
  t = await createTestApp({ authMode: 'token' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (t.app.server.address() as AddressInfo).port;
  backend = { id: 'hosted', label: 'Hosted backend', baseUrl: `http://127.0.0.1:${port}`, authMode: 'token' };
  token = await tokenFor(t.app, testAdmin.username, testAdmin.password);
});
afterAll(() => t.close());

describe("an editor's event stream through main", () => {
  it('arrives event by event, with the token main keeps, while the stream stays open', async () => {
    const controller = new AbortController();
    const answer = await forwardApiRequest(
      new Request('app://site/api/admin/global-components/footer/events', {
        headers: { accept: 'text/event-stream' },
        signal: controller.signal,
      }),
      deps,
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const names: string[] = [];
    const feed = createEventStreamParser((event) => names.push(event.event));
    const reader = answer.body?.pipeThrough(new TextDecoderStream()).getReader();
    while (!names.includes('presence')) {
      const next = await reader?.read();
      if (!next || next.done) throw new Error(`the stream ended after ${names.join(', ')}`);
      feed(next.value);
    }
    expect(names).toEqual(['current', 'presence']);
    expect(t.app.documentStreams.size).toBe(1);
    controller.abort();
    await reader?.cancel().catch(() => undefined);
  });
});
