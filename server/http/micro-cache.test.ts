import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/test-app';
import { cookieFor, createTestApp, testAdmin } from '../test/test-app';

let t: TestApp | undefined;
afterEach(() => t?.close());

const renameHome = (app: TestApp['app'], title: string) =>
  app.db.updateTable('pages').set({ title, updated_at: new Date().toISOString() }).where('slug', '=', 'home').execute();

describe('public micro-cache', () => {
  it('reuses an answer within its TTL, with the same ETag and 304s', async () => {
    t = await createTestApp({ publicCacheTtlMs: 60_000 });
    const first = await t.app.inject('/api/public/pages/home');
    await renameHome(t.app, 'Changed behind the cache');
    const second = await t.app.inject('/api/public/pages/home');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['content-type']).toMatch(/application\/json/);
    const revalidated = await t.app.inject({
      url: '/api/public/pages/home',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('expires after its TTL', async () => {
    t = await createTestApp({ publicCacheTtlMs: 1 });
    await t.app.inject('/api/public/pages/home');
    await renameHome(t.app, 'Fresh title');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await t.app.inject('/api/public/pages/home')).json<{ title: string }>().title).toBe('Fresh title');
  });

  it('is cleared by an admin write on this instance', async () => {
    t = await createTestApp({ publicCacheTtlMs: 60_000 });
    const cookie = await cookieFor(t.app, testAdmin.username, testAdmin.password);
    await t.app.inject('/api/public/global-components/cta');
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/global-components/cta',
      headers: { cookie },
      payload: {
        content: {
          enabled: true,
          title: 'Talk to us today',
          description: '',
          primary: { text: 'Contact', link: '/contact' },
        },
      },
    });
    expect(saved.statusCode).toBe(200);
    const after = await t.app.inject('/api/public/global-components/cta');
    expect(after.json<{ content: { title: string } }>().content.title).toBe('Talk to us today');
  });
});
