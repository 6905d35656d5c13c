import * as zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageRendererModule } from './load-page-renderer';
import { createPageServing } from './page-serving';

// Counts the compressions page serving does (it calls the sync functions of node:zlib, via encoded-bodies.ts).
vi.mock('node:zlib', async (importOriginal) => {
  const actual = await importOriginal<typeof zlib>();
  return { ...actual, gzipSync: vi.fn(actual.gzipSync), brotliCompressSync: vi.fn(actual.brotliCompressSync) };
});

const template = '<html><head><title>t</title></head><body><div id="root"></div></body></html>';
// Big enough to be worth compressing (over 1 KB).
const markup = '<p>Secure transformation, by practitioners.</p>'.repeat(100);
const renderer: PageRendererModule = {
  renderPage: async ({ url }) => ({
    status: url.startsWith('/missing') ? 404 : 200,
    head: '',
    html: markup,
    state: '{}',
  }),
};

async function site() {
  const app = Fastify();
  const pages = createPageServing({ template, renderer, siteUrl: 'http://localhost', fetch, log: app.log });
  app.get('/*', (request, reply) => pages.send(request, reply));
  await app.ready();
  return app;
}

const compressions = () => ({
  gzip: vi.mocked(zlib.gzipSync).mock.calls.length,
  br: vi.mocked(zlib.brotliCompressSync).mock.calls.length,
});

describe('page serving compression', () => {
  let app: Awaited<ReturnType<typeof site>>;
  beforeEach(async () => {
    app = await site();
    vi.mocked(zlib.gzipSync).mockClear();
    vi.mocked(zlib.brotliCompressSync).mockClear();
  });
  afterEach(() => app.close());

  it('compresses a stored render once, in every encoding, for all the visitors to come', async () => {
    for (const encoding of ['br', 'gzip', 'br']) {
      const response = await app.inject({ url: '/services', headers: { 'accept-encoding': encoding } });
      expect(response.headers['content-encoding']).toBe(encoding);
    }
    expect(compressions()).toEqual({ gzip: 1, br: 1 });
  });

  it('keeps a stored render only compressed, and decompresses it for a client that takes no encoding', async () => {
    const pages = createPageServing({ template, renderer, siteUrl: 'http://localhost', fetch, log: app.log });
    const local = Fastify();
    local.get('/*', (request, reply) => pages.send(request, reply));
    const brotli = await local.inject({ url: '/services', headers: { 'accept-encoding': 'br' } });
    const plain = await local.inject({ url: '/services', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain(markup);
    // The cache holds the two compressed forms, far smaller than the page itself.
    const gzipLength = zlib.gzipSync(plain.rawPayload).length;
    expect(pages.cacheStats().bytes).toBeLessThan(brotli.rawPayload.length + gzipLength + 64);
    expect(pages.cacheStats().bytes).toBeLessThan(plain.rawPayload.length);
    await local.close();
  });

  it('compresses a render no cache keeps (a 404, a filtered view) only in the encoding its visitor takes', async () => {
    const notFound = await app.inject({ url: '/missing-1', headers: { 'accept-encoding': 'gzip, br' } });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(notFound.rawPayload).toString()).toContain(markup);
    const filtered = await app.inject({ url: '/articles?topic=cloud', headers: { 'accept-encoding': 'gzip' } });
    expect(filtered.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(filtered.rawPayload).toString()).toContain(markup);
    const plain = await app.inject({ url: '/missing-2' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain(markup);
    expect(compressions()).toEqual({ gzip: 1, br: 1 });
  });
});
