import type { FastifyInstance } from 'fastify';
import { publishedAddresses } from '../routes/seo/published-addresses';

export interface WarmUpOptions {
  /** Renders start only while less than this has passed; the pages left render on their first visit. */
  budgetMs: number;
  /** Milliseconds, for tests; `Date.now` otherwise. */
  clock?: () => number;
}

export interface WarmUpResult {
  rendered: number;
  of: number;
  ms: number;
}

/**
 * Renders the published pages once, one after the other, before the instance takes requests. The first render
 * of a page in a process is many times slower than the next (its sections' code is loaded and compiled on first
 * use: 0.8–2.2 s against 35–600 ms on the 2-core build machine at load ~10), and it was that, not a stale cache,
 * which kept a save on another instance out of its rendered pages for 1–3.6 s. The renders also fill the render
 * cache, so the first visitors after a start or a deploy get stored pages. Through `app.inject`, as a visitor's
 * request, so nothing here knows how a page is served.
 */
export async function warmUpPages(app: FastifyInstance, options: WarmUpOptions): Promise<WarmUpResult> {
  const clock = options.clock ?? Date.now;
  const started = clock();
  const addresses = await publishedAddresses(app);
  let rendered = 0;
  for (const { path } of addresses) {
    if (clock() - started >= options.budgetMs) break;
    await app.inject({ method: 'GET', url: path, headers: { 'accept-encoding': 'br, gzip' } });
    rendered += 1;
  }
  return { rendered, of: addresses.length, ms: clock() - started };
}
