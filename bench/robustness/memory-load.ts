import autocannon from 'autocannon';
import type { RunningServer } from './server-process';

/**
 * The traffic the memory part measures under (memory-readings.ts reads the figures). Three kinds of request,
 * interleaved so that each phase sees the same mix:
 * - hostile query strings: the home page's JSON and `/` with a query string never seen before (`?cb=N`,
 *   `?utm_source=N`), and one filtered view in 50 with a made-up topic (rendered each time, never cached);
 * - 5,000 distinct paths: unknown pages and subpages of the JSON API, and one in 25 as a web page (a rendered 404);
 * - rendered pages: every seeded page, from the render cache.
 * Encodings rotate over br, gzip, both and none, so every stored variant and both compressors are used.
 */
const seededPages = [
  '/',
  '/digital-transformation',
  '/solutions',
  '/services',
  '/products',
  '/company',
  '/company/partners',
  '/company/resources',
  '/company/careers',
  '/company/news',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
  '/responsible-disclosure',
];
const distinctPaths = 5000;
const encodings = ['br', 'gzip', 'gzip, deflate, br', ''];

/** The n-th request of the mix: its path and Accept-Encoding. */
export function mixRequest(n: number): { path: string; acceptEncoding: string } {
  const acceptEncoding = encodings[n % encodings.length] ?? '';
  const kind = n % 5;
  const round = Math.floor(n / 5);
  if (kind <= 1) {
    const q = round * 2 + kind;
    if (q % 50 === 0) return { path: `/company/news?topic=made-up-${q}`, acceptEncoding };
    return { path: q % 2 === 0 ? `/?utm_source=${q}` : `/api/public/pages/home?cb=${q}`, acceptEncoding };
  }
  if (kind <= 3) {
    const p = round * 2 + kind - 2;
    const id = p % distinctPaths;
    if (p % 25 === 0) return { path: `/no-such-page-${id}`, acceptEncoding };
    return {
      path: p % 2 === 0 ? `/api/public/pages/no-such-page-${id}` : `/api/public/subpages/company/no-such-page-${id}`,
      acceptEncoding,
    };
  }
  return { path: seededPages[round % seededPages.length] ?? '/', acceptEncoding };
}

export interface MixOutcome {
  seconds: number;
  /** 2xx and 4xx: the answers the mix expects (unknown paths are 404). */
  answered: number;
  /** 5xx, socket errors and timeouts. */
  failed: number;
  summary: string;
}

/** `count` requests of the mix from request number `first` on, over `connections` keep-alive connections. */
export async function sendMix(server: RunningServer, first: number, count: number, connections = 16) {
  let next = first;
  const started = performance.now();
  const result = await autocannon({
    url: server.baseUrl,
    connections,
    amount: count,
    timeout: 20,
    requests: [
      {
        setupRequest: (request) => {
          const { path, acceptEncoding } = mixRequest(next);
          next += 1;
          return { ...request, path, headers: acceptEncoding === '' ? {} : { 'accept-encoding': acceptEncoding } };
        },
      },
    ],
  });
  const failed = result['5xx'] + result.errors + result.timeouts;
  const outcome: MixOutcome = {
    seconds: (performance.now() - started) / 1000,
    answered: result['2xx'] + result['4xx'],
    failed,
    summary: `2xx ${result['2xx']}, 4xx ${result['4xx']}, 5xx ${result['5xx']}, errors ${result.errors}, timeouts ${result.timeouts}`,
  };
  return outcome;
}
