import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminPage } from '../../../contract/admin/admin-pages';
import type { PageRendererModule } from '../../ssr/load-page-renderer';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { useTemporaryWebRoot } from '../../test/temporary-web-root';
import type { Staff } from './admin.test-support';
import { call, pageIdBySlug, signInStaff, versionedCall } from './admin.test-support';
import { contentChanges } from './content-changes';
import type { AddressInfo } from 'node:net';
import type { Presence } from '../../../contract/admin/presence';
import { openEventStreamClient } from '../../test/event-stream-client';

/** Renders a page as its title, read through the in-process API (and so through the micro-cache) as the real one. */
const titleRenderer: PageRendererModule = {
  async renderPage({ url, fetch }) {
    const answer = await fetch(`/api/public/pages/${url.replace(/^\/+/, '') || 'home'}`);
    const { title } = (await answer.json()) as { title: string };
    return { status: answer.ok ? 200 : 404, head: '', html: `<h1>${title}</h1>`, state: '{}' };
  },
};

const webRoot = useTemporaryWebRoot();
let t: TestApp;
let staff: Staff;
const slug = 'services';

beforeEach(async () => {
  // Both caches keep answers for a minute: only a dropped cache shows a row changed behind their backs.
  t = await createTestApp({ webRoot: webRoot(), pageRenderer: titleRenderer, publicCacheTtlMs: 60_000 });
  staff = await signInStaff(t.app);
  // The first app of a run compiles the server's modules: at a load of ~20 on the 2-core machine that took over 10 s.
}, 30_000);
afterEach(() => t.close());

const publicTitle = async () => (await t.app.inject(`/api/public/pages/${slug}`)).json<{ title: string }>().title;
const rendered = async () => (await t.app.inject(`/${slug}`)).body;

/** Fills both caches, then changes the title in the database, where no request sees it. */
async function cachedThenChangedBehindTheirBacks(): Promise<string> {
  const cachedTitle = await publicTitle();
  expect(await rendered()).toContain(`<h1>${cachedTitle}</h1>`);
  await t.app.db.updateTable('pages').set({ title: 'Changed behind the caches' }).where('slug', '=', slug).execute();
  return cachedTitle;
}

async function expectCachesKept(cachedTitle: string): Promise<void> {
  expect(await publicTitle()).toBe(cachedTitle);
  expect(await rendered()).toContain(`<h1>${cachedTitle}</h1>`);
}

describe('which admin requests drop the public caches', () => {
  it('keeps them through refused requests: signed out 401, a viewer 403, a 404, a stale save 412', async () => {
    const cachedTitle = await cachedThenChangedBehindTheirBacks();
    const id = await pageIdBySlug(t.app, slug);
    const save = { title: 'Refused', description: 'x', status: 'published', blocks: [], slug };
    const refused = [
      await call(t.app, 'POST', '/api/admin/pages', {}, save),
      await call(t.app, 'PUT', `/api/admin/pages/${id}`, staff.viewer, save),
      await call(t.app, 'DELETE', '/api/admin/pages/9999', staff.editor),
      await call(t.app, 'POST', '/api/admin/no-such-thing', staff.editor),
      await call(t.app, 'PUT', `/api/admin/pages/${id}`, { ...staff.admin, 'if-match': '"0"' }, save),
    ];
    expect(refused.map((answer) => answer.statusCode)).toEqual([401, 403, 404, 404, 412]);
    await expectCachesKept(cachedTitle);
  });

  it('answers an id no row can have with 400 on every item write, before any query (PostgreSQL refused it: 500)', async () => {
    const writes = [
      ['PUT', ''],
      ['DELETE', ''],
      ['POST', '/publish'],
      ['POST', '/unpublish'],
      ['PUT', '/schedule'],
      ['POST', '/revisions/2/restore'],
    ] as const;
    for (const collection of ['pages', 'subpages']) {
      for (const id of ['2147483648', '999999999999999']) {
        for (const [method, tail] of writes) {
          const answer = await call(t.app, method, `/api/admin/${collection}/${id}${tail}`, staff.editor, {});
          expect({ method, url: `${collection}/${id}${tail}`, status: answer.statusCode }).toEqual({
            method,
            url: `${collection}/${id}${tail}`,
            status: 400,
          });
          expect(answer.body).toContain('id');
        }
      }
    }
  });

  it('keeps them through presence heartbeats, preview links and a submission status change', async () => {
    const cachedTitle = await cachedThenChangedBehindTheirBacks();
    const id = await pageIdBySlug(t.app, slug);
    const heartbeat = await call(t.app, 'POST', `/api/admin/pages/${id}/presence`, staff.editor);
    const link = await versionedCall(t.app, 'POST', `/api/admin/pages/${id}/preview-links`, staff.editor, { days: 7 });
    const contact = { name: 'Priya Raman', email: 'priya@example.com', message: 'Please call us about a review.' };
    const sent = await t.app.inject({ method: 'POST', url: '/api/public/contact', payload: contact });
    const { id: submission } = sent.json<{ id: number }>();
    const marked = await call(t.app, 'PATCH', `/api/admin/contact-submissions/${submission}`, staff.editor, {
      status: 'read',
    });
    expect([heartbeat.statusCode, link.statusCode, marked.statusCode]).toEqual([200, 201, 200]);
    await expectCachesKept(cachedTitle);
  });

  it('keeps them through a draft of the header, and drops them when it is published', async () => {
    const cachedTitle = await cachedThenChangedBehindTheirBacks();
    const url = '/api/admin/global-components/header';
    const { content } = (await call(t.app, 'GET', url, staff.editor)).json<{ content: object }>();
    const saved = await versionedCall(t.app, 'PUT', url, staff.editor, { content: { ...content, showSearch: false } });
    expect(saved.statusCode).toBe(200);
    await expectCachesKept(cachedTitle);
    expect((await versionedCall(t.app, 'POST', `${url}/publish`, staff.editor)).statusCode).toBe(200);
    expect(await publicTitle()).toBe('Changed behind the caches');
    expect(await rendered()).toContain('<h1>Changed behind the caches</h1>');
  });

  it('keeps them through an editor’s event stream: its opening, its presence news and its close', async () => {
    const cachedTitle = await cachedThenChangedBehindTheirBacks();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const path = `/api/admin/pages/${await pageIdBySlug(t.app, slug)}/events`;
    const editor = await openEventStreamClient(`${base}${path}`, staff.editor);
    const viewer = await openEventStreamClient(`${base}${path}`, staff.viewer);
    await editor.waitFor<Presence>('presence', (data) => data.others.length === 1);
    viewer.close();
    await editor.waitFor<Presence>('presence', (data) => data.others.length === 0, { timeoutMs: 5_000 });
    editor.close();
    await expectCachesKept(cachedTitle);
  });

  it('drops them after a save that succeeded', async () => {
    await cachedThenChangedBehindTheirBacks();
    const id = await pageIdBySlug(t.app, slug);
    const page = (await call(t.app, 'GET', `/api/admin/pages/${id}`, staff.editor)).json<AdminPage>();
    const saved = await versionedCall(t.app, 'PUT', `/api/admin/pages/${id}`, staff.editor, {
      title: 'Saved by an editor',
      description: page.description,
      status: page.status,
      blocks: page.blocks,
      slug,
    });
    expect(saved.statusCode).toBe(200);
    expect(await publicTitle()).toBe('Saved by an editor');
    expect(await rendered()).toContain('<h1>Saved by an editor</h1>');
  });
});

describe('declaring what a write changes', () => {
  it('stops the server at start when an admin write does not say whether it changes content', async () => {
    const app = Fastify({ logger: false });
    const registering = app.register(async (admin) => {
      contentChanges(admin, () => undefined);
      admin.get('/api/admin/things', async () => ({ items: [] }));
      admin.post('/api/admin/things', async () => ({ id: 1 }));
    });
    await expect(registering).rejects.toThrow(
      'POST /api/admin/things does not declare whether it changes content (config.changesContent)',
    );
    await app.close();
  });

  it('is declared by every admin route that is not a read', async () => {
    const writes = t.app.adminRoutes.filter((route) => route.method !== 'GET');
    expect(writes.length).toBeGreaterThan(20);
    expect(writes.filter((route) => typeof route.changesContent !== 'boolean')).toEqual([]);
    expect(
      writes.filter((route) => route.url.endsWith('/presence')).map((route) => route.changesContent),
    ).not.toContain(true);
  });
});
