import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AdminSubpageListSchema, AdminSubpageSchema } from '../../../contract/admin/admin-pages';
import { adminMessages } from '../../../contract/admin/admin-messages';
import { reservedSlugs } from '../../../contract/site-routes';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import type { Staff } from './admin.test-support';
import { call, newPage, pageIdBySlug, signInStaff, versionedCall } from './admin.test-support';

let t: TestApp;
let staff: Staff;
let servicesId: number;
beforeEach(async () => {
  t = await createTestApp();
  staff = await signInStaff(t.app);
  servicesId = await pageIdBySlug(t.app, 'services');
});
afterEach(() => t.close());

const fieldsOf = (response: { json: <T>() => T }) => response.json<{ fields: Record<string, string> }>().fields;
const newSubpage = { ...newPage, slug: 'incident-response' };
const create = (pageId: number, payload: unknown) =>
  call(t.app, 'POST', `/api/admin/pages/${pageId}/subpages`, staff.editor, payload);
const subpageId = async (slug: string) =>
  (
    await t.app.db
      .selectFrom('subpages')
      .select('id')
      .where('slug', '=', slug)
      .where('page_id', '=', servicesId)
      .executeTakeFirstOrThrow()
  ).id;

describe('GET /api/admin/pages/{pageId}/subpages', () => {
  it('lists one page’s subpages with their full paths, searchable and filterable', async () => {
    const all = AdminSubpageListSchema.parse(
      (await call(t.app, 'GET', `/api/admin/pages/${servicesId}/subpages`, staff.viewer)).json(),
    );
    expect(all.total).toBe(6);
    expect(all.items.map((subpage) => subpage.fullPath)).toContain('/services/ai-fusion-center');
    const found = AdminSubpageListSchema.parse(
      (await call(t.app, 'GET', `/api/admin/pages/${servicesId}/subpages?q=FUSION&pageSize=1`, staff.viewer)).json(),
    );
    expect(found.items.map((subpage) => subpage.slug)).toEqual(['ai-fusion-center']);
    const drafts = await call(t.app, 'GET', `/api/admin/pages/${servicesId}/subpages?status=draft`, staff.viewer);
    expect(drafts.json()).toMatchObject({ items: [], total: 0 });
  });

  it('answers 404 for an unknown page and 400 naming a malformed id or query', async () => {
    expect((await call(t.app, 'GET', '/api/admin/pages/9999/subpages', staff.viewer)).json()).toEqual({
      error: 'Page not found',
    });
    expect(fieldsOf(await call(t.app, 'GET', '/api/admin/pages/x/subpages', staff.viewer))).toEqual({
      pageId: 'Must be a positive whole number',
    });
    expect(
      Object.keys(
        fieldsOf(await call(t.app, 'GET', `/api/admin/pages/${servicesId}/subpages?pageSize=0`, staff.viewer)),
      ),
    ).toEqual(['pageSize']);
  });
});

describe('POST /api/admin/pages/{pageId}/subpages', () => {
  it('creates a subpage under the page, recording who and when', async () => {
    const response = await create(servicesId, { ...newSubpage, status: 'published' });
    expect(response.statusCode).toBe(201);
    const subpage = AdminSubpageSchema.parse(response.json());
    expect(subpage).toMatchObject({
      pageId: servicesId,
      fullPath: '/services/incident-response',
      createdBy: { id: staff.ids.editor },
    });
    expect((await t.app.inject('/api/public/subpages/services/incident-response')).statusCode).toBe(200);
  });

  it('names missing, wrong-typed and too-long fields', async () => {
    expect(fieldsOf(await create(servicesId, {}))).toEqual({ title: 'Required', slug: 'Required' });
    expect(Object.keys(fieldsOf(await create(servicesId, { ...newSubpage, title: 1, status: 'live' }))).sort()).toEqual(
      ['status', 'title'],
    );
    expect(fieldsOf(await create(servicesId, { ...newSubpage, title: 'x'.repeat(201) }))).toEqual({
      title: 'At most 200 characters',
    });
  });

  it('refuses a slash, every reserved slug and "subpage", naming the slug', async () => {
    expect(fieldsOf(await create(servicesId, { ...newSubpage, slug: 'a/b' }))).toEqual({
      slug: 'Use lowercase letters, digits and hyphens only',
    });
    for (const slug of [...reservedSlugs, 'subpage']) {
      const response = await create(servicesId, { ...newSubpage, slug });
      expect(response.statusCode, slug).toBe(400);
      expect(fieldsOf(response)).toEqual({ slug: `"${slug}" is reserved` });
    }
  });

  it('keeps slugs unique per page only', async () => {
    const taken = await create(servicesId, { ...newSubpage, slug: 'cloud-security' });
    expect(taken.statusCode).toBe(409);
    expect(fieldsOf(taken)).toEqual({ slug: adminMessages.slugTaken('cloud-security') });
    expect(
      (await create(await pageIdBySlug(t.app, 'products'), { ...newSubpage, slug: 'cloud-security' })).statusCode,
    ).toBe(201);
  });

  it('answers 404 for an unknown page', async () => {
    expect((await create(9999, newSubpage)).statusCode).toBe(404);
  });
});

describe('GET|PUT|DELETE /api/admin/subpages/{id}', () => {
  it('reads a subpage with its blocks', async () => {
    const subpage = AdminSubpageSchema.parse(
      (await call(t.app, 'GET', `/api/admin/subpages/${await subpageId('cloud-security')}`, staff.viewer)).json(),
    );
    expect(subpage.parentSlug).toBe('services');
    expect(subpage.blocks.length).toBeGreaterThan(0);
    expect((await call(t.app, 'GET', '/api/admin/subpages/9999', staff.viewer)).json()).toEqual({
      error: 'Subpage not found',
    });
  });

  it('saves a live subpage as a draft: the public site keeps the published one (issue 14 §2)', async () => {
    const id = await subpageId('cloud-security');
    const current = AdminSubpageSchema.parse(
      (await call(t.app, 'GET', `/api/admin/subpages/${id}`, staff.viewer)).json(),
    );
    const payload = {
      title: 'Cloud',
      description: current.description,
      slug: current.slug,
      status: 'draft',
      blocks: current.blocks,
    };
    const response = await versionedCall(t.app, 'PUT', `/api/admin/subpages/${id}`, staff.editor, payload);
    expect(response.statusCode).toBe(200);
    expect(AdminSubpageSchema.parse(response.json())).toMatchObject({
      title: 'Cloud',
      updatedBy: { id: staff.ids.editor },
      publication: 'draft-pending',
    });
    const live = await t.app.inject('/api/public/subpages/services/cloud-security');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ title: current.title });
  });

  it('refuses renaming onto a taken or reserved slug, and validates the payload', async () => {
    const id = await subpageId('cloud-security');
    const base = { ...newSubpage, slug: 'zero-trust-security' };
    expect((await versionedCall(t.app, 'PUT', `/api/admin/subpages/${id}`, staff.editor, base)).statusCode).toBe(409);
    expect(
      fieldsOf(
        await versionedCall(t.app, 'PUT', `/api/admin/subpages/${id}`, staff.editor, { ...base, slug: 'admin' }),
      ),
    ).toEqual({ slug: '"admin" is reserved' });
    expect(
      fieldsOf(await versionedCall(t.app, 'PUT', `/api/admin/subpages/${id}`, staff.editor, { title: 'x' })),
    ).toMatchObject({ slug: 'Required' });
    expect((await versionedCall(t.app, 'PUT', '/api/admin/subpages/9999', staff.editor, newSubpage)).statusCode).toBe(
      404,
    );
  });

  it('deletes a subpage', async () => {
    const id = await subpageId('cloud-security');
    expect((await versionedCall(t.app, 'DELETE', `/api/admin/subpages/${id}`, staff.editor)).statusCode).toBe(204);
    expect((await call(t.app, 'GET', `/api/admin/subpages/${id}`, staff.editor)).statusCode).toBe(404);
    expect((await versionedCall(t.app, 'DELETE', `/api/admin/subpages/${id}`, staff.editor)).statusCode).toBe(404);
    expect(fieldsOf(await versionedCall(t.app, 'DELETE', '/api/admin/subpages/0', staff.editor))).toEqual({
      id: 'Must be a positive whole number',
    });
  });
});
