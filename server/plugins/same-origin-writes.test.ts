import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/test-app';
import { cookieFor, createTestApp, multipart, testAdmin, tokenFor } from '../test/test-app';
import { crossSiteMessage, jsonOnlyMessage } from './same-origin-writes';

let t: TestApp | undefined;
afterEach(() => t?.close());

async function firstHomeRevision(
  app: TestApp['app'],
  cookie: string,
): Promise<{ pageId: number; revisionId: number; etag: string }> {
  const home = await app.db.selectFrom('pages').select('id').where('slug', '=', 'home').executeTakeFirstOrThrow();
  const page = await app.inject({ method: 'GET', url: `/api/admin/pages/${home.id}`, headers: { cookie } });
  const body = page.json<{ title: string; slug: string; description: string; status: string; blocks: unknown }>();
  const saved = await app.inject({
    method: 'PUT',
    url: `/api/admin/pages/${home.id}`,
    headers: { cookie, origin: 'http://localhost:80', host: 'localhost:80', 'if-match': page.headers.etag ?? '' },
    payload: { ...body, title: 'Home, edited once' },
  });
  expect(saved.statusCode).toBe(200);
  const revisions = await app.inject({ url: `/api/admin/pages/${home.id}/revisions`, headers: { cookie } });
  const [latest] = revisions.json<{ items: { id: number }[] }>().items;
  if (!latest) throw new Error('no revision was recorded');
  return { pageId: home.id, revisionId: latest.id, etag: saved.headers.etag ?? '' };
}

describe('writes authorised by a cookie', () => {
  it('refuse a sibling subdomain or another port of the same site (Origin, Sec-Fetch-Site)', async () => {
    t = await createTestApp();
    const cookie = await cookieFor(t.app, testAdmin.username, testAdmin.password);
    const { pageId, revisionId } = await firstHomeRevision(t.app, cookie);
    const restore = `/api/admin/pages/${pageId}/revisions/${revisionId}/restore`;
    const attempts = [
      { origin: 'https://evil.aegisline.example', host: 'www.aegisline.example' },
      { origin: 'http://localhost:5001', host: 'localhost:5000' },
      { origin: 'null', host: 'localhost:5000' },
      { 'sec-fetch-site': 'same-site', host: 'localhost:5000' },
      { 'sec-fetch-site': 'cross-site', origin: 'http://localhost:5000', host: 'localhost:5000' },
    ];
    for (const headers of attempts) {
      const response = await t.app.inject({ method: 'POST', url: restore, headers: { cookie, ...headers } });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json()).toEqual({ error: crossSiteMessage });
    }
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie, origin: 'https://evil.aegisline.example' },
    });
    expect(logout.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/user', headers: { cookie } })).statusCode).toBe(200);
  });

  it('refuse text/plain, form-encoded and multipart bodies on routes that take JSON', async () => {
    t = await createTestApp();
    const cookie = await cookieFor(t.app, testAdmin.username, testAdmin.password);
    const { pageId, revisionId } = await firstHomeRevision(t.app, cookie);
    const restore = `/api/admin/pages/${pageId}/revisions/${revisionId}/restore`;
    const form = await multipart({ anything: '1' });
    const bodies = [
      { payload: '{}', headers: { 'content-type': 'text/plain' } },
      { payload: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      form,
    ];
    for (const body of bodies) {
      const response = await t.app.inject({
        method: 'POST',
        url: restore,
        payload: body.payload,
        headers: { cookie, ...body.headers },
      });
      expect(response.statusCode, body.headers['content-type']).toBe(415);
      expect(response.json()).toEqual({ error: jsonOnlyMessage });
    }
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      payload: 'x',
      headers: { cookie, 'content-type': 'text/plain' },
    });
    expect(logout.statusCode).toBe(415);
  });

  it('accept the site itself, and clients that are not browsers (the desktop shell forwards without Origin)', async () => {
    t = await createTestApp();
    const cookie = await cookieFor(t.app, testAdmin.username, testAdmin.password);
    const { pageId, revisionId, etag } = await firstHomeRevision(t.app, cookie);
    const restore = `/api/admin/pages/${pageId}/revisions/${revisionId}/restore`;
    const sameOrigin = await t.app.inject({
      method: 'POST',
      url: restore,
      headers: {
        cookie,
        host: 'localhost:5000',
        origin: 'http://localhost:5000',
        'sec-fetch-site': 'same-origin',
        'if-match': etag,
      },
    });
    expect(sameOrigin.statusCode).toBe(200);
    const noBrowser = await t.app.inject({
      method: 'POST',
      url: restore,
      headers: { cookie, 'if-match': sameOrigin.headers.etag ?? '' },
    });
    expect(noBrowser.statusCode).toBe(200);
  });

  it('accept a multipart upload from the site on the upload route, and refuse it cross-site', async () => {
    t = await createTestApp();
    const form = await multipart({
      jobTitle: 'Security Analyst',
      name: 'Rae Quinn',
      email: 'rae@example.com',
    });
    const sameSite = await t.app.inject({
      method: 'POST',
      url: '/api/public/job-applications',
      payload: form.payload,
      headers: { ...form.headers, host: 'localhost:5000', origin: 'http://localhost:5000' },
    });
    expect(sameSite.statusCode).toBe(201);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/public/job-applications',
      payload: form.payload,
      headers: { ...form.headers, host: 'localhost:5000', origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
  });
});

describe('writes authorised by a bearer token', () => {
  it('are not affected: a browser never adds the token by itself', async () => {
    t = await createTestApp();
    const token = await tokenFor(t.app, testAdmin.username, testAdmin.password);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${token}`, origin: 'https://elsewhere.example' },
    });
    expect(response.statusCode).toBe(200);
  });
});
