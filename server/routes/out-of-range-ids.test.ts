import type { InjectOptions, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/test-app';
import { createTestApp } from '../test/test-app';
import type { Staff } from './admin/admin.test-support';
import { call, signInStaff } from './admin/admin.test-support';

/**
 * Every route with an id in its address, sent ids no row can have: past PostgreSQL's integer (2147483648), past
 * JavaScript's safe integers, and zero. Each must be refused (400) or not found (404) before a query sees it; a
 * database that refuses the value answers 500 otherwise. On PostgreSQL a hook that read the page's address from
 * the raw id before the route parsed it did exactly that on six writes (found by `npm run robustness`).
 * Runs as the admin, so access checks let every request reach its route.
 */
const idParam = /:(id|pageId|revisionId|linkId|userId|submissionId|mediaId)\b/g;
const hostileIds = ['2147483648', '999999999999999', '99999999999999999999', '0'];

let t: TestApp;
let staff: Staff;
const routes: { method: string; url: string }[] = [];

beforeAll(async () => {
  const collect = (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method !== 'HEAD' && route.url.match(idParam)) routes.push({ method, url: route.url });
    }
  };
  t = await createTestApp({ onRoute: collect });
  staff = await signInStaff(t.app);
}, 30_000);
afterAll(() => t.close());

describe('ids no row can have', () => {
  it('are answered 400 or 404 by every route that takes one, never 500', async () => {
    expect(routes.length).toBeGreaterThan(30);
    const failures: string[] = [];
    for (const route of routes) {
      for (const id of hostileIds) {
        const url = route.url.replace(idParam, id);
        const answer = await call(
          t.app,
          route.method as NonNullable<InjectOptions['method']>,
          url,
          { ...staff.admin, 'if-match': '"1"' },
          {},
        );
        if (![400, 404].includes(answer.statusCode)) failures.push(`${route.method} ${url} → ${answer.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
