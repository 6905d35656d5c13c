import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AdminPageListSchema, AdminPageSchema } from '../../../contract/admin/admin-pages';
import { RevisionListSchema } from '../../../contract/admin/revisions';
import { buildApp } from '../../app';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import type { Staff } from './admin.test-support';
import { call, pageIdBySlug, signInStaff, versionedCall } from './admin.test-support';

// The clock scheduled publishing reads; tests move it instead of waiting.
let clock = new Date('2030-01-01T09:00:00.000Z');
let t: TestApp;
let staff: Staff;
beforeEach(async () => {
  clock = new Date('2030-01-01T09:00:00.000Z');
  t = await createTestApp({ now: () => clock });
  staff = await signInStaff(t.app);
});
afterEach(() => t.close());

const fieldsOf = (response: { json: <T>() => T }) => response.json<{ fields: Record<string, string> }>().fields;
const publicPage = (slug: string) => t.app.inject(`/api/public/pages/${slug}`);
const readPage = async (id: number) =>
  AdminPageSchema.parse((await call(t.app, 'GET', `/api/admin/pages/${id}`, staff.viewer)).json());

async function saveDraft(slug: string, changes: { title?: string; slug?: string }) {
  const id = await pageIdBySlug(t.app, slug);
  const page = await readPage(id);
  const payload = { title: page.title, description: page.description, slug: page.slug, blocks: page.blocks };
  const response = await versionedCall(t.app, 'PUT', `/api/admin/pages/${id}`, staff.editor, {
    ...payload,
    ...changes,
    status: 'draft',
  });
  expect(response.statusCode).toBe(200);
  return { id, saved: AdminPageSchema.parse(response.json()) };
}

describe('drafts of live pages', () => {
  it('keeps the published page for visitors until Publish, then shows the draft', async () => {
    const { id, saved } = await saveDraft('services', { title: 'Services, rewritten' });
    expect(saved).toMatchObject({ title: 'Services, rewritten', status: 'published', publication: 'draft-pending' });
    expect((await publicPage('services')).json()).toMatchObject({ title: 'Services' });
    const list = AdminPageListSchema.parse(
      (await call(t.app, 'GET', '/api/admin/pages?q=services', staff.viewer)).json(),
    );
    expect(list.items.find((item) => item.id === id)?.publication).toBe('draft-pending');

    const published = await versionedCall(t.app, 'POST', `/api/admin/pages/${id}/publish`, staff.editor);
    expect(published.statusCode).toBe(200);
    expect(AdminPageSchema.parse(published.json())).toMatchObject({
      publication: 'published',
      version: saved.version + 1,
    });
    expect((await publicPage('services')).json()).toMatchObject({ title: 'Services, rewritten' });
  });

  it('unpublishes: the page leaves the public site and stays as a draft', async () => {
    const id = await pageIdBySlug(t.app, 'services');
    const response = await versionedCall(t.app, 'POST', `/api/admin/pages/${id}/unpublish`, staff.editor);
    expect(response.statusCode).toBe(200);
    expect(AdminPageSchema.parse(response.json())).toMatchObject({
      status: 'draft',
      publication: 'draft-only',
      liveSlug: null,
    });
    expect((await publicPage('services')).statusCode).toBe(404);
    expect((await versionedCall(t.app, 'POST', `/api/admin/pages/${id}/publish`, staff.editor)).statusCode).toBe(200);
    expect((await publicPage('services')).statusCode).toBe(200);
  });

  it('keeps a revision of each publish', async () => {
    const { id } = await saveDraft('services', { title: 'One' });
    const before = RevisionListSchema.parse(
      (await call(t.app, 'GET', `/api/admin/pages/${id}/revisions`, staff.viewer)).json(),
    );
    await versionedCall(t.app, 'POST', `/api/admin/pages/${id}/publish`, staff.editor);
    const after = RevisionListSchema.parse(
      (await call(t.app, 'GET', `/api/admin/pages/${id}/revisions`, staff.viewer)).json(),
    );
    expect(after.total).toBe(before.total + 1);
  });

  it('renames on publish: the draft’s new slug leaves the old address working until then', async () => {
    const { id } = await saveDraft('digital-transformation', { slug: 'transformation' });
    expect((await publicPage('digital-transformation')).statusCode).toBe(200);
    expect((await publicPage('transformation')).statusCode).toBe(404);
    const published = await versionedCall(t.app, 'POST', `/api/admin/pages/${id}/publish`, staff.editor);
    expect(published.json()).toMatchObject({ slug: 'transformation', rename: { redirects: expect.any(Array) } });
    expect((await publicPage('digital-transformation')).json()).toEqual({ redirect: '/transformation' });
    expect((await publicPage('transformation')).statusCode).toBe(200);
  });

  it('refuses a draft slug another page has (409)', async () => {
    const id = await pageIdBySlug(t.app, 'services');
    const { title, description, blocks } = await readPage(id);
    const response = await versionedCall(t.app, 'PUT', `/api/admin/pages/${id}`, staff.editor, {
      title,
      description,
      blocks,
      slug: 'digital-transformation',
      status: 'draft',
    });
    expect(response.statusCode).toBe(409);
    expect(fieldsOf(response)).toEqual({ slug: 'The slug "digital-transformation" is already in use' });
  });

  it('asks publish, unpublish and schedule for If-Match: 428 without, 412 when stale', async () => {
    const id = await pageIdBySlug(t.app, 'services');
    for (const [method, action, payload] of [
      ['POST', 'publish', undefined],
      ['POST', 'unpublish', undefined],
      ['PUT', 'schedule', { publishAt: '2030-01-02T09:00:00.000Z' }],
    ] as const) {
      const url = `/api/admin/pages/${id}/${action}`;
      expect((await call(t.app, method, url, staff.editor, payload)).statusCode, action).toBe(428);
      const stale = await call(t.app, method, url, { ...staff.editor, 'if-match': '"0"' }, payload);
      expect(stale.statusCode, action).toBe(412);
    }
    expect((await call(t.app, 'POST', `/api/admin/pages/${id}/publish`, staff.viewer)).statusCode).toBe(403);
  });
});

describe('publish at', () => {
  it('refuses a time in the past and a value that is no time, naming publishAt', async () => {
    const id = await pageIdBySlug(t.app, 'services');
    for (const publishAt of ['2029-12-31T09:00:00.000Z', 'tomorrow', 5]) {
      const response = await versionedCall(t.app, 'PUT', `/api/admin/pages/${id}/schedule`, staff.editor, {
        publishAt,
      });
      expect(response.statusCode, String(publishAt)).toBe(400);
      expect(Object.keys(fieldsOf(response))).toEqual(['publishAt']);
    }
  });

  it('publishes when the time has come, also after a restart', async () => {
    const { id } = await saveDraft('services', { title: 'Scheduled services' });
    const scheduled = await versionedCall(t.app, 'PUT', `/api/admin/pages/${id}/schedule`, staff.editor, {
      publishAt: '2030-01-01T10:00:00.000Z',
    });
    expect(scheduled.statusCode).toBe(200);
    expect(AdminPageSchema.parse(scheduled.json())).toMatchObject({
      publication: 'scheduled',
      publishAt: '2030-01-01T10:00:00.000Z',
    });
    await t.app.close();

    // A new server on the same database, started after the time: it catches up at start.
    clock = new Date('2030-01-01T10:00:01.000Z');
    const restarted = await buildApp({
      db: t.app.db,
      dataDir: t.dataDir,
      authMode: 'token',
      logger: false,
      publicCacheTtlMs: 0,
      now: () => clock,
    });
    try {
      const live = await restarted.inject('/api/public/pages/services');
      expect(live.json()).toMatchObject({ title: 'Scheduled services' });
      const row = await restarted.db
        .selectFrom('pages')
        .select(['publish_at', 'draft'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ publish_at: null, draft: null });
    } finally {
      await restarted.close();
    }
  });

  it('does not publish before the time, and a cancelled schedule never publishes', async () => {
    const { id } = await saveDraft('services', { title: 'Not yet' });
    await versionedCall(t.app, 'PUT', `/api/admin/pages/${id}/schedule`, staff.editor, {
      publishAt: '2030-01-01T10:00:00.000Z',
    });
    await t.app.close();
    const restart = async () => {
      const app = await buildApp({
        db: t.app.db,
        dataDir: t.dataDir,
        authMode: 'token',
        logger: false,
        now: () => clock,
      });
      const title = (await app.inject('/api/public/pages/services')).json<{ title: string }>().title;
      await app.close();
      return title;
    };
    clock = new Date('2030-01-01T09:59:00.000Z');
    expect(await restart()).toBe('Services');
    await t.app.db.updateTable('pages').set({ publish_at: null }).where('id', '=', id).execute();
    clock = new Date('2030-01-02T00:00:00.000Z');
    expect(await restart()).toBe('Services');
  });
});

describe('publication settings', () => {
  it('names the site’s time zone to any signed-in reader', async () => {
    await t.close();
    t = await createTestApp({ now: () => clock, siteTimeZone: 'Europe/Berlin' });
    staff = await signInStaff(t.app);
    const response = await call(t.app, 'GET', '/api/admin/publication-settings', staff.viewer);
    expect(response.json()).toEqual({ timeZone: 'Europe/Berlin' });
    expect((await t.app.inject('/api/admin/publication-settings')).statusCode).toBe(401);
  });
});
