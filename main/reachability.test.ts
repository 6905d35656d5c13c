import { describe, expect, it, vi } from 'vitest';
import { describeReachability, pingBackend } from './reachability';

function clock(...times: number[]) {
  return () => times.shift() ?? 0;
}

describe('backend reachability', () => {
  it('asks /healthz without credentials or redirects and reports status and latency', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response('{}', { status: 200 }));
    const result = await pingBackend('https://api.example.com', fetch, clock(100, 142));
    expect(result).toEqual({ reachable: true, status: 200, latencyMs: 42, path: '/healthz' });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('https://api.example.com/healthz');
    expect(init).toMatchObject({ credentials: 'omit', redirect: 'error' });
    expect(describeReachability(result)).toBe('Reachable: /healthz answered 200 in 42 ms.');
  });

  it('falls back to the public pages list when there is no health check', async () => {
    const fetch = vi.fn(async (url: string) => new Response('', { status: url.endsWith('/healthz') ? 404 : 200 }));
    expect(await pingBackend('https://api.example.com', fetch, clock(0, 5, 9))).toMatchObject({
      reachable: true,
      path: '/api/public/pages',
    });
  });

  it('reports a refused connection as not reachable, with the reason', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    const result = await pingBackend('https://down.example.com', fetch, clock(0, 3));
    expect(result).toEqual({ reachable: false, status: null, latencyMs: 3, error: 'fetch failed' });
    expect(describeReachability(result)).toBe('Not reachable: fetch failed.');
  });

  it('does not count two error answers as reachable', async () => {
    const fetch = vi.fn(async () => new Response('', { status: 503 }));
    expect(await pingBackend('https://api.example.com', fetch)).toMatchObject({ reachable: false, status: 503 });
  });
});
