import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';

let t: TestApp | undefined;
afterEach(() => t?.close());

describe('GET /healthz', () => {
  it('answers ok without auth, is never cached, and stays out of the info log', async () => {
    const lines: string[] = [];
    t = await createTestApp({
      logger: { level: 'info', stream: { write: (line) => lines.push(line) } },
      publicCacheTtlMs: 1000,
    });
    for (let check = 0; check < 2; check += 1) {
      const response = await t.app.inject({ url: '/healthz' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers.etag).toBeUndefined();
    }
    expect(lines.join('\n')).not.toContain('/healthz');
  });

  it('answers 503 degraded when the database does not answer', async () => {
    t = await createTestApp();
    await t.app.db.destroy();
    const response = await t.app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'degraded', database: 'unreachable' });
  });
});
