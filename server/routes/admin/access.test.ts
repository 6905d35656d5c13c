import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '../../../contract/admin/admin-messages';
import type { TestApp } from '../../test/test-app';
import { cookieFor, createTestApp, testAdmin } from '../../test/test-app';
import type { Staff } from './admin-test-support';
import { call, newPage, signInStaff } from './admin-test-support';

type Access = 'reader' | 'editor' | 'submissions' | 'admin';
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Endpoint {
  method: Method;
  url: string;
  access: Access;
  payload?: unknown;
}

const restore = (collection: string, id: string): Endpoint => ({
  method: 'POST',
  url: `/api/admin/${collection}/${id}/revisions/1/restore`,
  access: 'editor',
});

/** Every admin endpoint, with a valid payload so only the role decides the answer. */
const endpoints: Endpoint[] = [
  { method: 'GET', url: '/api/admin/pages', access: 'reader' },
  { method: 'POST', url: '/api/admin/pages', access: 'editor', payload: newPage },
  { method: 'GET', url: '/api/admin/pages/1', access: 'reader' },
  { method: 'PUT', url: '/api/admin/pages/1', access: 'editor', payload: { ...newPage, slug: 'home' } },
  { method: 'DELETE', url: '/api/admin/pages/6', access: 'editor' },
  { method: 'GET', url: '/api/admin/pages/3/subpages', access: 'reader' },
  { method: 'POST', url: '/api/admin/pages/3/subpages', access: 'editor', payload: newPage },
  { method: 'GET', url: '/api/admin/subpages/1', access: 'reader' },
  { method: 'PUT', url: '/api/admin/subpages/1', access: 'editor', payload: newPage },
  { method: 'DELETE', url: '/api/admin/subpages/1', access: 'editor' },
  { method: 'GET', url: '/api/admin/global-components/cta', access: 'reader' },
  { method: 'PUT', url: '/api/admin/global-components/cta', access: 'editor', payload: { content: {} } },
  { method: 'GET', url: '/api/admin/pages/1/revisions', access: 'reader' },
  { method: 'GET', url: '/api/admin/subpages/1/revisions', access: 'reader' },
  { method: 'GET', url: '/api/admin/global-components/header/revisions', access: 'reader' },
  restore('pages', '1'),
  restore('subpages', '1'),
  restore('global-components', 'header'),
  { method: 'GET', url: '/api/admin/contact-submissions', access: 'submissions' },
  { method: 'GET', url: '/api/admin/contact-submissions/export.csv', access: 'submissions' },
  { method: 'PATCH', url: '/api/admin/contact-submissions/1', access: 'editor', payload: { status: 'read' } },
  { method: 'DELETE', url: '/api/admin/contact-submissions/1', access: 'editor' },
  { method: 'GET', url: '/api/admin/job-submissions', access: 'submissions' },
  { method: 'GET', url: '/api/admin/job-submissions/export.csv', access: 'submissions' },
  { method: 'PATCH', url: '/api/admin/job-submissions/1', access: 'editor', payload: { status: 'read' } },
  { method: 'DELETE', url: '/api/admin/job-submissions/1', access: 'editor' },
  { method: 'GET', url: '/api/admin/job-submissions/1/resume', access: 'submissions' },
  { method: 'GET', url: '/api/admin/users', access: 'admin' },
  { method: 'PATCH', url: '/api/admin/users/1', access: 'admin', payload: { role: 'viewer' } },
  { method: 'GET', url: '/api/admin/stats', access: 'reader' },
];

const label = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.url}`;
const forbiddenFor = (access: Access) => endpoints.filter((endpoint) => endpoint.access === access);

let t: TestApp;
let staff: Staff;
// Refused calls change nothing, so one app serves every case here.
beforeAll(async () => {
  t = await createTestApp();
  staff = await signInStaff(t.app);
});
afterAll(() => t.close());

describe('signed out', () => {
  it.each(endpoints.map((endpoint) => [label(endpoint), endpoint] as const))('%s answers 401', async (_, endpoint) => {
    const response = await call(t.app, endpoint.method, endpoint.url, {}, endpoint.payload);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Unauthorized' });
  });

  it('answers 401 to an unknown token', async () => {
    const response = await call(t.app, 'GET', '/api/admin/pages', { authorization: 'Bearer not-a-token' });
    expect(response.statusCode).toBe(401);
  });
});

describe('a viewer', () => {
  it.each(forbiddenFor('editor').map((endpoint) => [label(endpoint), endpoint] as const))(
    '%s answers 403: the role cannot change content',
    async (_, endpoint) => {
      const response = await call(t.app, endpoint.method, endpoint.url, staff.viewer, endpoint.payload);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: adminMessages.readOnlyRole('viewer') });
    },
  );

  it.each(forbiddenFor('submissions').map((endpoint) => [label(endpoint), endpoint] as const))(
    '%s answers 403: submissions hold personal data',
    async (_, endpoint) => {
      const response = await call(t.app, endpoint.method, endpoint.url, staff.viewer);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: adminMessages.submissionsForbidden('viewer') });
    },
  );

  it.each(forbiddenFor('admin').map((endpoint) => [label(endpoint), endpoint] as const))(
    '%s answers 403: admins only',
    async (_, endpoint) => {
      const response = await call(t.app, endpoint.method, endpoint.url, staff.viewer, endpoint.payload);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: adminMessages.adminOnly });
    },
  );

  it.each(forbiddenFor('reader').map((endpoint) => [label(endpoint), endpoint] as const))(
    '%s answers 200: content is readable for the read-only screens',
    async (_, endpoint) => {
      const response = await call(t.app, endpoint.method, endpoint.url, staff.viewer);
      expect(response.statusCode).toBe(200);
    },
  );
});

describe('an editor', () => {
  it.each(forbiddenFor('admin').map((endpoint) => [label(endpoint), endpoint] as const))(
    '%s answers 403: admins only',
    async (_, endpoint) => {
      const response = await call(t.app, endpoint.method, endpoint.url, staff.editor, endpoint.payload);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: adminMessages.adminOnly });
    },
  );

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
