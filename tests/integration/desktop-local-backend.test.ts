import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { BackendInfo } from '../../contract/desktop-bridge';
import { forwardApiRequest } from '../../main/api-forwarding';
import type { BackendSession } from '../../main/backend-sessions';
import type { TestApp } from '../../server/test/test-app';
import { createTestApp, testAdmin } from '../../server/test/test-app';

/**
 * The desktop's local backend end to end, minus Electron: main's forwarding of `app://site/api/...` to a
 * real content server, with a cookie jar standing in for the backend's session partition. It proves the
 * server's cross-site write checks leave the desktop's cookie sessions working.
 */
let t: TestApp | undefined;
afterEach(() => t?.close());

function partitionWithCookieJar(): BackendSession {
  const jar = new Map<string, string>();
  const fetchInPartition = async (input: string | Request, init?: RequestInit): Promise<Response> => {
    const headers = new Headers(init?.headers);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (/Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  };
  const unused = () => {
    throw new Error('not used by forwarding');
  };
  return {
    fetch: fetchInPartition as BackendSession['fetch'],
    clearStorageData: unused,
    setPermissionRequestHandler: unused,
    setPermissionCheckHandler: unused,
  };
}

/** A real server listening on a free port, and what the renderer sends it through main, from `app://site`. */
async function desktopOnLocalBackend() {
  t = await createTestApp({ authMode: 'cookie' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (t.app.server.address() as AddressInfo).port;
  const backend: BackendInfo = {
    id: 'local',
    label: 'Local backend',
    baseUrl: `http://127.0.0.1:${port}`,
    authMode: 'cookie',
  };
  const partition = partitionWithCookieJar();
  const deps = {
    activeBackend: () => backend,
    sessionFor: () => partition,
    tokenFor: async () => null,
    keepToken: async () => undefined,
  };
  // What the renderer sends from app://site: its own origin, which main must not pass on as a cross-site one.
  return (path: string, method = 'GET', body?: unknown, ifMatch?: string) =>
    forwardApiRequest(
      new Request(`app://site${path}`, {
        method,
        headers: {
          accept: 'application/json',
          origin: 'app://site',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
      deps,
    );
}

describe('desktop local backend (cookie session through main)', () => {
  it('signs in, restores a revision and logs out through main’s forwarding', async () => {
    const fromRenderer = await desktopOnLocalBackend();
    if (!t) throw new Error('no server');

    expect((await fromRenderer('/api/login', 'POST', testAdmin)).status).toBe(200);
    const home = await t.app.db.selectFrom('pages').select('id').where('slug', '=', 'home').executeTakeFirstOrThrow();
    const page = await fromRenderer(`/api/admin/pages/${home.id}`);
    expect(page.status).toBe(200);
    const saved = await fromRenderer(
      `/api/admin/pages/${home.id}`,
      'PUT',
      { ...((await page.json()) as object), title: 'Home, saved from the desktop' },
      page.headers.get('etag') ?? undefined,
    );
    expect(saved.status).toBe(200);
    const revisions = (await (await fromRenderer(`/api/admin/pages/${home.id}/revisions`)).json()) as {
      items: { id: number }[];
    };
    const restored = await fromRenderer(
      `/api/admin/pages/${home.id}/revisions/${revisions.items[0]?.id ?? 0}/restore`,
      'POST',
      undefined,
      saved.headers.get('etag') ?? undefined,
    );
    expect(restored.status).toBe(200);
    expect((await fromRenderer('/api/logout', 'POST')).status).toBe(200);
    expect((await fromRenderer('/api/user')).status).toBe(401);
  });

  it('saves the header as a draft, previews, shares and publishes it through main’s forwarding (issue 29)', async () => {
    const fromRenderer = await desktopOnLocalBackend();
    expect((await fromRenderer('/api/login', 'POST', testAdmin)).status).toBe(200);
    const header = '/api/admin/global-components/header';
    const opened = await fromRenderer(header);
    const { content } = (await opened.json()) as { content: { searchPlaceholder: string } };
    const draft = { ...content, searchPlaceholder: 'Search, from the desktop' };
    const saved = await fromRenderer(header, 'PUT', { content: draft }, opened.headers.get('etag') ?? undefined);
    expect(saved.status).toBe(200);
    const publicHeader = async () =>
      ((await (await fromRenderer('/api/public/global-components/header')).json()) as { content: typeof content })
        .content.searchPlaceholder;
    expect(await publicHeader()).toBe(content.searchPlaceholder);

    const preview = await fromRenderer(`${header}/preview`);
    expect(await preview.json()).toMatchObject({ component: { content: draft } });
    const etag = saved.headers.get('etag') ?? undefined;
    const link = await fromRenderer(`${header}/preview-links`, 'POST', { days: 1 }, etag);
    expect(link.status).toBe(201);
    const { path } = (await link.json()) as { path: string };
    const shared = await fromRenderer(`/api/public/preview/${path.split('/').at(-1) ?? ''}`);
    expect(await shared.json()).toMatchObject({ component: { name: 'header', content: draft } });

    expect((await fromRenderer(`${header}/publish`, 'POST', undefined, etag)).status).toBe(200);
    expect(await publicHeader()).toBe('Search, from the desktop');
  });
});
