import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminPageSchema } from '../../../contract/admin/admin-pages';
import { CreatedPreviewLinkSchema, PreviewLinkListSchema } from '../../../contract/admin/publication';
import { keyedContent } from '../../../contract/page-content/keyed-content';
import { PagePreviewAnswerSchema, previewMessages } from '../../../contract/preview';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import type { Staff } from '../admin/admin.test-support';
import { call, newPage, pageIdBySlug, signInStaff, versionedCall } from '../admin/admin.test-support';

const dayMs = 24 * 60 * 60 * 1000;
let clock = new Date('2030-01-01T09:00:00.000Z');
let t: TestApp;
let staff: Staff;
afterEach(() => t.close());

function fakeBuild(): string {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'web-'));
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html><head><title>x</title></head><body></body></html>',
  );
  return webRoot;
}

async function start(webRoot?: string) {
  clock = new Date('2030-01-01T09:00:00.000Z');
  t = await createTestApp({ now: () => clock, ...(webRoot ? { webRoot } : {}) });
  staff = await signInStaff(t.app);
}

/** `services` with a draft titled "Draft services" the public does not see. */
async function draftOfServices(): Promise<number> {
  const id = await pageIdBySlug(t.app, 'services');
  const page = AdminPageSchema.parse((await call(t.app, 'GET', `/api/admin/pages/${id}`, staff.viewer)).json());
  const { description, slug, blocks } = page;
  const saved = await versionedCall(t.app, 'PUT', `/api/admin/pages/${id}`, staff.editor, {
    title: 'Draft services',
    description,
    slug,
    blocks,
    status: 'draft',
  });
  expect(saved.statusCode).toBe(200);
  return id;
}

async function createLink(id: number, days: number) {
  const response = await versionedCall(t.app, 'POST', `/api/admin/pages/${id}/preview-links`, staff.editor, { days });
  expect(response.statusCode).toBe(201);
  return CreatedPreviewLinkSchema.parse(response.json());
}

const sharedAnswer = (linkPath: string) => t.app.inject(`/api/public/preview/${linkPath.split('/').at(-1) ?? ''}`);

describe('staff preview', () => {
  it('shows signed-in staff the draft in the public page’s shape, never stored nor indexed', async () => {
    await start();
    const id = await draftOfServices();
    const response = await call(t.app, 'GET', `/api/admin/pages/${id}/preview`, staff.viewer);
    expect(response.statusCode).toBe(200);
    const answer = PagePreviewAnswerSchema.parse(response.json()).page;
    expect(answer).toMatchObject({ id, title: 'Draft services', slug: 'services' });
    // Blocks in display order, and the spec's keyed view of them, as the public answer carries them.
    const { blocks } = AdminPageSchema.parse((await call(t.app, 'GET', `/api/admin/pages/${id}`, staff.viewer)).json());
    expect(answer.blocks).toEqual(blocks);
    expect(answer.content).toEqual(keyedContent(blocks));
    expect(response.headers['x-robots-tag']).toContain('noindex');
    expect(response.headers['cache-control']).toBe('no-store');
    expect((await t.app.inject(`/api/admin/pages/${id}/preview`)).statusCode).toBe(401);
  });
});

describe('shareable preview links', () => {
  it('shows the draft to someone signed out while valid, with noindex and no-store', async () => {
    await start();
    const id = await draftOfServices();
    const link = await createLink(id, 3);
    expect(link.path).toMatch(/^\/preview\/link\/[A-Za-z0-9_-]{40,}$/);
    expect(link.expiresAt).toBe(new Date(clock.getTime() + 3 * dayMs).toISOString());

    const response = await sharedAnswer(link.path);
    expect(response.statusCode, response.body).toBe(200);
    expect(PagePreviewAnswerSchema.parse(response.json()).page.title).toBe('Draft services');
    expect(response.headers['x-robots-tag']).toContain('noindex');
    expect(response.headers['cache-control']).toBe('no-store');
    // The public page itself is unchanged.
    expect((await t.app.inject('/api/public/pages/services')).json()).toMatchObject({ title: 'Services' });
    // Only the hash is stored.
    const stored = await t.app.db.selectFrom('preview_links').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(link.path.split('/').at(-1));
  });

  it('answers 410 once expired and 404 once revoked', async () => {
    await start();
    const id = await draftOfServices();
    const short = await createLink(id, 1);
    const revoked = await createLink(id, 30);
    const list = PreviewLinkListSchema.parse(
      (await call(t.app, 'GET', `/api/admin/pages/${id}/preview-links`, staff.viewer)).json(),
    );
    expect(list.items.map((item) => item.id)).toEqual([revoked.id, short.id]);

    clock = new Date(clock.getTime() + dayMs + 1000);
    const expired = await sharedAnswer(short.path);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ error: previewMessages.linkExpired });
    expect(expired.headers['x-robots-tag']).toContain('noindex');
    expect((await sharedAnswer(revoked.path)).statusCode).toBe(200);

    const revoke = await versionedCall(
      t.app,
      'DELETE',
      `/api/admin/pages/${id}/preview-links/${revoked.id}`,
      staff.editor,
    );
    expect(revoke.statusCode).toBe(204);
    const gone = await sharedAnswer(revoked.path);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ error: previewMessages.linkNotFound });
    expect((await t.app.inject('/api/public/preview/not-a-link-at-all-000000')).statusCode).toBe(404);
  });

  it('asks for If-Match and a number of days from 1 to 30, naming the field', async () => {
    await start();
    const id = await pageIdBySlug(t.app, 'services');
    const url = `/api/admin/pages/${id}/preview-links`;
    expect((await call(t.app, 'POST', url, staff.editor, { days: 3 })).statusCode).toBe(428);
    expect((await call(t.app, 'POST', url, { ...staff.editor, 'if-match': '"0"' }, { days: 3 })).statusCode).toBe(412);
    for (const days of [0, 31, 2.5, 'two']) {
      const response = await versionedCall(t.app, 'POST', url, staff.editor, { days });
      expect(response.statusCode, String(days)).toBe(400);
      expect(Object.keys(response.json<{ fields: object }>().fields)).toEqual(['days']);
    }
    expect((await versionedCall(t.app, 'POST', url, staff.viewer, { days: 3 })).statusCode).toBe(403);
    const link = await createLink(id, 2);
    expect((await call(t.app, 'DELETE', `${url}/${link.id}`, staff.editor)).statusCode).toBe(428);
  });

  it('serves the preview screen as the client-rendered shell with a noindex header and meta', async () => {
    await start(fakeBuild());
    const id = await draftOfServices();
    const link = await createLink(id, 3);
    const article = await t.app.db.selectFrom('articles').select('id').executeTakeFirstOrThrow();
    for (const address of [link.path, `/preview/pages/${id}`, `/preview/articles/${article.id}`]) {
      const response = await t.app.inject(address);
      expect(response.statusCode, address).toBe(200);
      expect(response.headers['x-robots-tag'], address).toBe('noindex');
      expect(response.body, address).toContain('<meta name="robots" content="noindex" />');
    }
    expect(t.app.pageCacheStats().entries).toBe(0);
    const sitemap = await t.app.inject('/sitemap.xml');
    expect(sitemap.body).not.toContain('/preview');
  });

  it('answers a preview link’s page 404 when the link shows nothing: unknown, expired, revoked, its item gone', async () => {
    await start(fakeBuild());
    const id = await draftOfServices();
    const [expiring, revoked, live] = [await createLink(id, 1), await createLink(id, 30), await createLink(id, 30)];
    const revoke = `/api/admin/pages/${id}/preview-links/${revoked.id}`;
    expect((await versionedCall(t.app, 'DELETE', revoke, staff.editor)).statusCode).toBe(204);
    clock = new Date(clock.getTime() + dayMs + 1000);
    const missing = ['/preview/link/not-a-link-at-all-000000', '/preview/link/%00', expiring.path, revoked.path];
    for (const address of [...missing, `${expiring.path}/`]) {
      const response = await t.app.inject(address);
      expect(response.statusCode, address).toBe(404);
      // The same shell: the preview screen says why there is nothing to show.
      expect(response.headers['content-type'], address).toBe('text/html; charset=utf-8');
      expect(response.headers['x-robots-tag'], address).toBe('noindex');
    }
    expect((await t.app.inject(live.path)).statusCode).toBe(200);

    const created = await call(t.app, 'POST', '/api/admin/pages', staff.editor, newPage);
    const newId = AdminPageSchema.parse(created.json()).id;
    const ofDeleted = await createLink(newId, 3);
    expect((await t.app.inject(ofDeleted.path)).statusCode).toBe(200);
    expect((await versionedCall(t.app, 'DELETE', `/api/admin/pages/${newId}`, staff.editor)).statusCode).toBe(204);
    expect((await t.app.inject(ofDeleted.path)).statusCode).toBe(404);
  });
});
