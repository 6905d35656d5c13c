import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '../../../contract/admin/admin-messages';
import { adminActions, adminScreens } from '../../../contract/admin/role-access';
import type { TestApp } from '../../test/test-app';
import { cookieFor, createTestApp, testAdmin } from '../../test/test-app';
import type { Staff } from './admin.test-support';
import { call, registerAccount, signInStaff } from './admin.test-support';
import type { AdminRoute } from './route-access';
import { routeAccess } from './route-access';
import { keepRevision } from '../../repositories/media-revisions';

// Values for the routes' parameters that name seeded things, so a permitted read answers 200.
const seededParams: Record<string, string> = { id: '1', pageId: '3', name: 'header', revisionId: '1' };
const concrete = (route: AdminRoute) =>
  route.url
    .replace(/global-components\/:\w+/, 'global-components/header')
    .replace(/:(\w+)/g, (_, param: string) => seededParams[param] ?? '1');
const label = (route: AdminRoute) => `${route.method} ${route.url}`;

// Refused calls change nothing, so one app serves every case here. It is made before the tests are collected:
// the cases are the routes the server registered, not a list kept by hand.
const t: TestApp = await createTestApp();
let staff: Staff;
beforeAll(async () => {
  staff = await signInStaff(t.app);
  // The first seeded picture gets a kept file (revision 1), for the media revision reads to find.
  await t.app.db.transaction().execute((trx) => keepRevision(trx, 1, null));
});
afterAll(() => t.close());

const routes = t.app.adminRoutes;
const cases = (access: AdminRoute['access']) =>
  routes.filter((route) => route.access === access).map((route) => [label(route), route] as const);
const call403 = async (route: AdminRoute, auth: Record<string, string>) => {
  const response = await call(t.app, route.method as Method, concrete(route), auth);
  return { status: response.statusCode, body: response.json<unknown>() };
};
type Method = Parameters<typeof call>[1];

describe('the registered admin routes', () => {
  it('are all here, each with a level', () => {
    expect(routes.length).toBeGreaterThanOrEqual(30);
    expect(routes.map(label)).toContain('POST /api/admin/submissions/erase');
  });

  it('cannot be registered without a level: the server refuses to start', async () => {
    const app = Fastify();
    const starting = (async () => {
      await app.register(async (admin) => {
        routeAccess(admin, []);
        admin.get('/api/admin/forgotten', async () => ({}));
      });
      await app.ready();
    })();
    await expect(starting).rejects.toThrow('GET /api/admin/forgotten declares no access level');
    await app.close();
  });
});

describe('what the admin shows each role (contract/admin/role-access.ts)', () => {
  const capabilities = Object.entries({ ...adminScreens, ...adminActions }).flatMap(([name, { level, route }]) =>
    route === null ? [] : [[name, route, level] as const],
  );

  it.each(capabilities)('%s: %s is a route declaring the level the admin assumes (%s)', (_, route, level) => {
    const registered = routes.find((candidate) => label(candidate) === route);
    expect(registered, `${route} is not a registered admin route`).toBeDefined();
    expect(registered?.access).toBe(level);
  });
});

describe('signed out', () => {
  it.each(routes.map((route) => [label(route), route] as const))('%s answers 401', async (_, route) => {
    expect(await call403(route, {})).toEqual({ status: 401, body: { error: 'Unauthorized' } });
  });

  it('answers 401 to an unknown token', async () => {
    const response = await call(t.app, 'GET', '/api/admin/pages', { authorization: 'Bearer not-a-token' });
    expect(response.statusCode).toBe(401);
  });
});

describe('a viewer', () => {
  it.each(cases('editor'))('%s answers 403: the role cannot change content', async (_, route) => {
    expect(await call403(route, staff.viewer)).toEqual({
      status: 403,
      body: { error: route.refusal ?? adminMessages.readOnlyRole('viewer') },
    });
  });

  it.each(cases('submissions'))('%s answers 403: submissions hold personal data', async (_, route) => {
    expect(await call403(route, staff.viewer)).toEqual({
      status: 403,
      body: { error: route.refusal ?? adminMessages.submissionsForbidden('viewer') },
    });
  });

  it.each(cases('admin'))('%s answers 403: admins only', async (_, route) => {
    expect(await call403(route, staff.viewer)).toEqual({
      status: 403,
      body: { error: route.refusal ?? adminMessages.adminOnly },
    });
  });

  it.each(cases('reader'))('%s answers 200: content is readable for the read-only screens', async (_, route) => {
    const response = await call(t.app, route.method as Method, concrete(route), staff.viewer);
    expect(response.statusCode).toBe(200);
  });
});

describe('an account waiting for approval', () => {
  let pending: Record<string, string>;
  beforeAll(async () => {
    pending = (await registerAccount(t.app, 'pat.pending')).headers;
  });

  it.each(routes.map((route) => [label(route), route] as const))('%s answers 403: nothing yet', async (_, route) => {
    expect(await call403(route, pending)).toEqual({ status: 403, body: { error: adminMessages.awaitingApproval } });
  });

  it('is signed in, and says it waits', async () => {
    const response = await call(t.app, 'GET', '/api/user', pending);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ username: 'pat.pending', approval: 'pending' });
  });
});

describe('an editor', () => {
  it.each(cases('admin'))('%s answers 403: admins only', async (_, route) => {
    expect(await call403(route, staff.editor)).toEqual({
      status: 403,
      body: { error: route.refusal ?? adminMessages.adminOnly },
    });
  });

  it('reads submissions', async () => {
    expect((await call(t.app, 'GET', '/api/admin/contact-submissions', staff.editor)).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/admin/job-submissions', staff.editor)).statusCode).toBe(200);
  });
});

describe('every admin answer', () => {
  it('works with a cookie session as well as a bearer token', async () => {
    const cookie = await cookieFor(t.app, testAdmin.username, testAdmin.password);
    expect((await call(t.app, 'GET', '/api/admin/stats', { cookie })).statusCode).toBe(200);
  });

  it('is never cached', async () => {
    const ok = await call(t.app, 'GET', '/api/admin/pages/1', staff.viewer);
    expect(ok.headers['cache-control']).toBe('no-store');
    const refused = await call(t.app, 'GET', '/api/admin/users', staff.viewer);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('answers unknown admin paths with 404 JSON', async () => {
    const response = await call(t.app, 'GET', '/api/admin/nothing', staff.admin);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found' });
  });
});
