import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import * as encoded from '../../http/encoded-bodies';

vi.mock('../../http/encoded-bodies', { spy: true });

/*
 * The sitemap and the feed as a crawler and a feed reader get them: compressed in the encoding they accept, with an
 * ETag that answers their next poll with a 304, and compressed once per build rather than on every request.
 */
let test: TestApp;
beforeEach(async () => {
  test = await createTestApp({ siteUrl: 'https://www.aegisline.example' });
});
afterEach(async () => {
  await test.close();
});

describe.each(['/sitemap.xml', '/insights/feed.xml'])('GET %s', (url) => {
  it('is sent in the encoding the client takes, the same document in each', async () => {
    const plain = await test.app.inject({ url });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('https://www.aegisline.example/');

    const gzip = await test.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const br = await test.app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.vary).toContain('accept-encoding');
    expect(new Set([plain.headers.etag, gzip.headers.etag, br.headers.etag]).size).toBe(1);
  });

  it('answers a poll with the ETag it was given with a 304', async () => {
    const first = await test.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    const again = await test.app.inject({
      url,
      headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('is compressed once, when it is built, for every request until a change', async () => {
    const compressions = () => vi.mocked(encoded.encodedBodies).mock.calls.length;
    const before = compressions();
    for (let run = 0; run < 5; run += 1) await test.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(compressions()).toBe(before + 1);
  });
});
