import { describe, expect, it } from 'vitest';
import type { CachedPage } from './page-render-cache';
import { createPageRenderCache } from './page-render-cache';

const page = (html: string, status = 200): CachedPage => ({ status, bodies: { identity: Buffer.from(html) } });

function deferred() {
  let resolve: (value: CachedPage) => void = () => undefined;
  const promise = new Promise<CachedPage>((settle) => (resolve = settle));
  return { promise, resolve };
}

describe('page render cache', () => {
  it('renders a path once, shares the render between concurrent visitors and keeps only 200s', async () => {
    const cache = createPageRenderCache();
    let renders = 0;
    const render = async () => page(`<p>${++renders}</p>`);
    const [first, second] = await Promise.all([cache.get('/services', render), cache.get('/services', render)]);
    expect(first).toBe(second);
    expect(await cache.get('/services', render)).toEqual(page('<p>1</p>'));

    await cache.get('/missing', async () => page('not found', 404));
    expect(await cache.get('/missing', async () => page('now there', 200))).toEqual(page('now there'));
  });

  it('lets other paths answer while one render is still running', async () => {
    const cache = createPageRenderCache();
    const slow = deferred();
    const slowAnswer = cache.get('/slow', () => slow.promise);
    await expect(cache.get('/fast', async () => page('fast'))).resolves.toEqual(page('fast'));
    slow.resolve(page('slow'));
    await expect(slowAnswer).resolves.toEqual(page('slow'));
  });

  it('forgets everything on clear, and does not keep a render that began before it', async () => {
    const cache = createPageRenderCache();
    await cache.get('/a', async () => page('old a'));
    const before = deferred();
    const inFlight = cache.get('/b', () => before.promise);
    cache.clear();
    before.resolve(page('old b'));
    await inFlight;
    expect(await cache.get('/a', async () => page('new a'))).toEqual(page('new a'));
    expect(await cache.get('/b', async () => page('new b'))).toEqual(page('new b'));
  });

  it('is bounded in entries and in bytes', async () => {
    const byCount = createPageRenderCache({ maxEntries: 2, maxBytes: 1024 });
    for (const path of ['/1', '/2', '/3']) await byCount.get(path, async () => page(path));
    expect(byCount.stats().entries).toBe(2);

    const bySize = createPageRenderCache({ maxEntries: 100, maxBytes: 1000 });
    for (const path of ['/1', '/2', '/3']) await bySize.get(path, async () => page('x'.repeat(400)));
    expect(bySize.stats().bytes).toBeLessThanOrEqual(1000);
  });
});
