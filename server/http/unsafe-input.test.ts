import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/test-app';
import { createTestApp, multipart, samplePdf } from '../test/test-app';
import type { Staff } from '../routes/admin/admin.test-support';
import { call, pageIdBySlug, signInStaff } from '../routes/admin/admin.test-support';
import { unsafeTextMessage } from './unsafe-text';

/**
 * NUL and half a surrogate pair never reach a query: PostgreSQL refused NUL with a 500 where SQLite answered, and
 * a lone surrogate is not Unicode. Run on both databases.
 */
let t: TestApp;
let staff: Staff;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { submissions: { max: 1000, timeWindow: 60_000 } } });
  staff = await signInStaff(t.app);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
/** A JSON body written by hand, so that `\ud800` arrives as the escape a client would send. */
const postJson = (url: string, json: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: json, headers: { 'content-type': 'application/json', ...headers } });

const contact = {
  name: 'Priya Raman',
  email: 'priya@example.com',
  company: 'Harbour Mutual',
  subject: 'Zero trust roadmap',
  message: 'We would like to discuss a zero trust assessment.',
};
const nul = 'a\\u0000b';
const loneSurrogate = 'a\\ud800b';
const withField = (field: string, escaped: string) =>
  JSON.stringify({ ...contact, [field]: 'PLACEHOLDER' }).replace('PLACEHOLDER', escaped);

const refusal = (field: string) => ({ error: `Invalid input: ${field}`, fields: { [field]: unsafeTextMessage } });

describe('path parameters', () => {
  it.each([
    '/api/public/pages/%00',
    '/api/public/pages/services%00',
    '/api/public/subpages/%00/x',
    '/api/public/subpages/solutions/%00',
    '/api/public/global-components/%00',
    '/api/public/preview/%00aaaaaaaaaaaaaaaaaaaa',
    '/media/1/%00/x.webp',
  ])('%s is 404', async (url) => {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(404);
  });

  it('an admin path parameter is 404 too, after the access check', async () => {
    expect((await call(t.app, 'GET', '/api/admin/pages/%00', staff.viewer)).statusCode).toBe(404);
    expect((await call(t.app, 'PUT', '/api/admin/pages/1%00', staff.editor, {})).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/admin/pages/%00')).statusCode).toBe(401);
  });

  it('a path that is not UTF-8 (a lone surrogate encoded) is refused by Fastify before any route', async () => {
    const response = await get('/api/public/subpages/%ED%A0%80/x');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'The address is not valid' });
  });
});

describe('query strings', () => {
  it.each([
    ['/api/public/search?q=%00', 'q'],
    ['/api/public/search?q=zero%00trust', 'q'],
    ['/api/public/pages/services?cb=%00', 'cb'],
  ])('%s is 400 naming %s', async (url, field) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal(field));
  });

  it('a lone surrogate encoded in a query string arrives as something else, and is answered', async () => {
    // The query parser does not decode invalid UTF-8: the value keeps its percent signs, which is plain text.
    const response = await get('/api/public/search?q=%ED%A0%80');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ query: '%ED%A0%80' });
  });

  it('an admin list filter is 400 naming it', async () => {
    const response = await call(t.app, 'GET', '/api/admin/contact-submissions?search=%00', staff.editor);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('search'));
  });
});

describe('JSON bodies', () => {
  it.each([
    ['NUL', nul],
    ['a lone surrogate', loneSurrogate],
  ])('the contact form refuses %s in a field, naming it, and stores nothing', async (_name, escaped) => {
    for (const field of ['message', 'name']) {
      const response = await postJson('/api/public/contact', withField(field, escaped));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refusal(field));
    }
    expect(await t.app.db.selectFrom('contact_submissions').selectAll().execute()).toEqual([]);
  });

  it('names a field deep in a body, and an unsafe key by its place', async () => {
    const id = await pageIdBySlug(t.app, 'services');
    const body = `{"title":"x","content":{"intro":{"title":"${loneSurrogate}"}}}`;
    const deep = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/pages/${id}`,
      payload: body,
      headers: { ...staff.editor, 'content-type': 'application/json' },
    });
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toEqual(refusal('content.intro.title'));
    const key = await postJson('/api/public/contact', `{"extra":{"a\\u0000b":1}}`);
    expect(key.json()).toEqual(refusal('extra.a\ufffdb'));
  });

  it('refuses it at sign-in before the password is checked', async () => {
    const response = await postJson('/api/token-login', `{"username":"${nul}","password":"x"}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('username'));
    expect(await t.app.db.selectFrom('login_attempts').selectAll().execute()).toEqual([]);
  });

  it('answers a body nested thousands deep without overflowing', async () => {
    const depth = 50_000;
    const response = await postJson(
      '/api/public/contact',
      `{"message":${'['.repeat(depth)}"${nul}"${']'.repeat(depth)}}`,
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ fields: object }>().fields)[0]).toMatch(/^message\.0\.0\./);
  });
});

describe('multipart forms', () => {
  it('a job application field is refused, and a résumé name is kept with the broken character replaced', async () => {
    const application = { jobTitle: 'Senior Cloud Security Consultant', name: 'Sam\u0000Okafor', email: 'sam@x.com' };
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/public/job-applications',
      ...(await multipart(application)),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(refusal('name'));

    const form = await multipart(
      { ...application, name: 'Sam Okafor' },
      { field: 'resume', name: 'cv\u0000.pdf', type: 'application/pdf', bytes: samplePdf },
    );
    const stored = await t.app.inject({ method: 'POST', url: '/api/public/job-applications', ...form });
    expect(stored.statusCode).toBe(201);
    const row = await t.app.repos.jobApplications.findById(stored.json<{ id: number }>().id);
    expect(row?.resume_original_name).not.toContain('\u0000');
  });

  it('a picture’s alternative text is refused on upload', async () => {
    const form = await multipart(
      { alt: 'Team\u0000offsite' },
      { field: 'file', name: 'a.png', type: 'image/png', bytes: samplePdf },
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media',
      payload: form.payload,
      headers: { ...form.headers, ...staff.editor },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fields: object }>().fields).toMatchObject({ alt: unsafeTextMessage });
  });
});
