import { gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../test/test-app';
import { cookieFor, createTestApp, testAdmin } from '../test/test-app';
import { createPublicMicroCache, defaultMicroCacheLimits } from './micro-cache';
import { everything } from './content-change';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

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
    const read = await t.app.inject({ url: '/api/admin/global-components/cta', headers: { cookie } });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/global-components/cta',
      headers: { cookie, 'if-match': read.headers.etag ?? '' },
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
    // A saved draft is not public content; publishing it is the write that changes what visitors see.
    const published = await t.app.inject({
      method: 'POST',
      url: '/api/admin/global-components/cta/publish',
      headers: { cookie, 'if-match': saved.headers.etag ?? '' },
    });
    expect(published.statusCode).toBe(200);
    const after = await t.app.inject('/api/public/global-components/cta');
    expect(after.json<{ content: { title: string } }>().content.title).toBe('Talk to us today');
  });

  it('neither stores nor replays a URL with a query string, so invented URLs cannot grow it', async () => {
    t = await createTestApp({ publicCacheTtlMs: 60_000 });
    await t.app.inject('/api/public/pages/home?x=1');
    await renameHome(t.app, 'Changed after a queried read');
    const again = await t.app.inject('/api/public/pages/home?x=1');
    expect(again.json<{ title: string }>().title).toBe('Changed after a queried read');
  });

  it('keeps at most its entry limit, dropping the least recently used path', async () => {
    t = await createTestApp({ publicCacheTtlMs: 60_000, publicCacheLimits: { maxEntries: 2 } });
    await t.app.inject('/api/public/pages/home');
    await t.app.inject('/api/public/pages/services');
    await t.app.inject('/api/public/pages/contact');
    await renameHome(t.app, 'Evicted, so read afresh');
    expect((await t.app.inject('/api/public/pages/home')).json<{ title: string }>().title).toBe(
      'Evicted, so read afresh',
    );
  });

  it('keeps at most its byte limit: an answer larger than the whole budget is not kept', async () => {
    t = await createTestApp({ publicCacheTtlMs: 60_000, publicCacheLimits: { maxBytes: 1024 } });
    await t.app.inject('/api/public/pages/home');
    await renameHome(t.app, 'Too large to have been kept');
    expect((await t.app.inject('/api/public/pages/home')).json<{ title: string }>().title).toBe(
      'Too large to have been kept',
    );
  });

  it('replays the compressed variant the client accepts, and identity to a client that accepts none', async () => {
    t = await createTestApp({ publicCacheTtlMs: 60_000 });
    const identity = await t.app.inject({ url: '/api/public/pages/home', headers: { 'accept-encoding': 'identity' } });
    const gzip = await t.app.inject({ url: '/api/public/pages/home', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(identity.body);
    const brotli = await t.app.inject({ url: '/api/public/pages/home', headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(Number(brotli.headers['content-length'])).toBeLessThan(identity.body.length);
    const plain = await t.app.inject({ url: '/api/public/pages/home', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(identity.body);
  });

  it('never stores an answer marked no-store, so every visitor gets a fresh form token', async () => {
    t = await createTestApp({ publicCacheTtlMs: 60_000 });
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T10:00:00Z') });
    try {
      const tokens = new Set<string>();
      for (let read = 0; read < 3; read += 1) {
        tokens.add((await t.app.inject('/api/public/form-token')).body);
        vi.setSystemTime(Date.now() + 1000);
      }
      expect(tokens.size).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not keep an answer whose request arrived before a clear: it may hold what the change replaced', async () => {
    const cache = createPublicMicroCache({ ...defaultMicroCacheLimits, ttlMs: 60_000 });
    const app = Fastify({ logger: false });
    app.addHook('onRequest', cache.replay);
    app.addHook('onSend', cache.store);
    let title = 'Before the save';
    let hold: { read: () => void; release: Promise<void> } | null = null;
    app.get('/api/public/pages/home', async (_request, reply) => {
      const read = title;
      // The row was read; the change and its clear happen before the answer is sent.
      hold?.read();
      await hold?.release;
      return reply.header('etag', `"${read.length}"`).send({ title: read });
    });
    try {
      let release: () => void = () => undefined;
      const wasRead = new Promise<void>((read) => {
        hold = { read, release: new Promise((resolve) => (release = resolve)) };
      });
      const inFlight = app.inject('/api/public/pages/home');
      await wasRead;
      hold = null;
      title = 'After the save';
      cache.invalidate(everything);
      release();
      expect((await inFlight).json()).toEqual({ title: 'Before the save' });
      expect((await app.inject('/api/public/pages/home')).json()).toEqual({ title: 'After the save' });
    } finally {
      await app.close();
    }
  });
});

describe('public micro-cache expiry', () => {
  it('drops expired answers on its sweep, without being asked for them again, so an idle server holds none', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: new Date('2026-11-27T10:00:00Z') });
    const cache = createPublicMicroCache({ ...defaultMicroCacheLimits, ttlMs: 1000 });
    const app = Fastify({ logger: false });
    app.addHook('onRequest', cache.replay);
    app.addHook('onSend', cache.store);
    let reads = 0;
    app.get('/api/public/pages/:slug', async (_request, reply) => {
      reads += 1;
      void reply.header('etag', `"${reads}"`);
      return JSON.stringify({ reads });
    });
    try {
      for (const slug of ['home', 'services', 'contact']) await app.inject(`/api/public/pages/${slug}`);
      expect(cache.stats().entries).toBe(3);
      await app.inject('/api/public/pages/home');
      expect(reads).toBe(3);

      vi.advanceTimersByTime(999);
      expect(cache.stats().entries).toBe(3);
      vi.advanceTimersByTime(1001);
      expect(cache.stats()).toEqual({ entries: 0, bytes: 0 });
      await app.inject('/api/public/pages/home');
      expect(reads).toBe(4);
    } finally {
      cache.close();
      await app.close();
      vi.useRealTimers();
    }
  });
});
