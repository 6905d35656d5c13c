import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AdminPageListSchema, AdminPageSchema } from '../../../contract/admin/admin-pages';
import { reservedSlugPrefixes, reservedSlugs } from '../../../contract/site-routes';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import type { Staff } from './admin.test-support';
import { call, newPage, pageIdBySlug, signInStaff } from './admin.test-support';

let t: TestApp;
let staff: Staff;
beforeEach(async () => {
  t = await createTestApp();
  staff = await signInStaff(t.app);
});
afterEach(() => t.close());

const list = async (query: string) =>
  AdminPageListSchema.parse((await call(t.app, 'GET', `/api/admin/pages${query}`, staff.viewer)).json());
const create = (payload: unknown) => call(t.app, 'POST', '/api/admin/pages', staff.editor, payload);
const fieldsOf = (response: { json: <T>() => T }) => response.json<{ fields: Record<string, string> }>().fields;

describe('GET /api/admin/pages', () => {
  it('lists drafts and published pages with paging and subpage counts', async () => {
    const first = await list('?pageSize=5');
    expect(first).toMatchObject({ total: 16, page: 1, pageSize: 5 });
    expect(first.items.map((page) => page.slug)).toEqual([
      'home',
      'digital-transformation',
      'solutions',
      'services',
      'products',
    ]);
    expect(first.items.find((page) => page.slug === 'services')?.subpageCount).toBe(6);
    const last = await list('?pageSize=5&page=3');
    expect(last.items.map((page) => page.slug)).toContain('cookie-policy');
    expect((await list('?pageSize=5&page=4')).items.map((page) => page.slug)).toEqual(['responsible-disclosure']);
    expect((await list('?pageSize=5&page=5')).items).toEqual([]);
  });

  it('searches title, slug and description case-insensitively, and filters by status', async () => {
    expect((await list('?q=PARTNERS')).items.map((page) => page.slug)).toContain('company/partners');
    expect((await list('?q=company%2F')).items.every((page) => page.slug.startsWith('company/'))).toBe(true);
    expect((await list('?status=draft')).items.map((page) => page.slug)).toEqual(['learning']);
    expect((await list('?status=published&q=learning')).items).toEqual([]);
  });

  it('treats % and _ in the search text literally', async () => {
    expect((await list('?q=%25')).total).toBe(0);
    expect((await list('?q=_')).total).toBe(0);
  });

  it('names each bad query parameter', async () => {
    const cases: [string, string][] = [
      ['?status=live', 'status'],
      ['?page=0', 'page'],
      ['?page=two', 'page'],
      ['?pageSize=101', 'pageSize'],
      [`?q=${'x'.repeat(201)}`, 'q'],
    ];
    for (const [query, field] of cases) {
      const response = await call(t.app, 'GET', `/api/admin/pages${query}`, staff.viewer);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(fieldsOf(response)), query).toEqual([field]);
    }
  });
});

describe('POST /api/admin/pages', () => {
  it('creates a page recording who and when, answering 201 with it', async () => {
    const response = await create(newPage);
    expect(response.statusCode).toBe(201);
    const page = AdminPageSchema.parse(response.json());
    expect(page).toMatchObject({
      slug: 'incident-response',
      status: 'draft',
      subpageCount: 0,
      blocks: [{ id: expect.stringMatching(/^[\w-]{12}$/), ...newPage.blocks[0] }],
    });
    expect(page.createdBy).toEqual({ id: staff.ids.editor, displayName: 'eddie name' });
    expect(page.updatedBy).toEqual(page.createdBy);
    expect(Date.parse(page.createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('defaults to an empty draft that the public site does not show', async () => {
    const page = AdminPageSchema.parse((await create({ title: 'Stub', slug: 'stub' })).json());
    expect(page).toMatchObject({ status: 'draft', blocks: [], description: '' });
    expect((await t.app.inject('/api/public/pages/stub')).statusCode).toBe(404);
  });

  it('names every missing field', async () => {
    const response = await create({});
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual({ title: 'Required', slug: 'Required' });
  });

  it('names each wrong-typed field', async () => {
    const response = await create({ title: 5, slug: 7, description: [], status: 'live', blocks: 'text' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(response)).sort()).toEqual(['blocks', 'description', 'slug', 'status', 'title']);
    expect(fieldsOf(response).status).toBe('Must be draft or published');
  });

  it('names each too-long or empty field', async () => {
    const long = await create({ ...newPage, title: 'x'.repeat(201), description: 'x'.repeat(501) });
    expect(fieldsOf(long)).toEqual({ title: 'At most 200 characters', description: 'At most 500 characters' });
    const empty = await create({ ...newPage, title: '   ' });
    expect(fieldsOf(empty)).toEqual({ title: 'Enter a title' });
    const slug = await create({ ...newPage, slug: 'a'.repeat(121) });
    expect(fieldsOf(slug)).toEqual({ slug: 'At most 120 characters' });
  });

  it('checks each block against its type’s schema, naming the block and field', async () => {
    const unknown = await create({ ...newPage, blocks: [{ type: 'sidebar', data: {} }] });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(unknown))).toEqual(['blocks.0.type']);
    const bad = await create({ ...newPage, blocks: [...newPage.blocks, { type: 'intro', data: { title: 42 } }] });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(bad))).toEqual(['blocks.1.data.title']);
  });

  it('refuses malformed slugs', async () => {
    for (const slug of ['About-Us', 'a b', 'a/b/c', '/lead']) {
      const response = await create({ ...newPage, slug });
      expect(response.statusCode, slug).toBe(400);
      expect(fieldsOf(response).slug, slug).toBe('Use lowercase letters, digits and hyphens only');
    }
  });

  it('refuses a two-segment slug, which the site would read as a subpage address', async () => {
    const response = await create({ ...newPage, slug: 'events/2025' });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual({
      slug: '/events/2025 would show subpage "2025" of page "events": use one segment, or add a subpage',
    });
  });

  it('refuses every reserved slug, naming it', async () => {
    for (const slug of reservedSlugs) {
      const response = await create({ ...newPage, slug });
      expect(response.statusCode, slug).toBe(400);
      expect(fieldsOf(response).slug).toBe(`"${slug}" is reserved`);
    }
  });

  it('refuses every reserved prefix, naming it', async () => {
    for (const prefix of [...reservedSlugPrefixes, 'admin/']) {
      const response = await create({ ...newPage, slug: `${prefix}new-page` });
      expect(response.statusCode, prefix).toBe(400);
      expect(fieldsOf(response).slug).toBe(`Slugs starting with "${prefix}" are reserved`);
    }
  });

  it('answers 409 naming the slug when it is taken', async () => {
    const response = await create({ ...newPage, slug: 'digital-transformation' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'The slug "digital-transformation" is already in use',
      fields: { slug: 'The slug "digital-transformation" is already in use' },
    });
  });
});

describe('GET /api/admin/pages/{id}', () => {
  it('answers a draft with its blocks', async () => {
    const page = AdminPageSchema.parse(
      (await call(t.app, 'GET', `/api/admin/pages/${await pageIdBySlug(t.app, 'learning')}`, staff.viewer)).json(),
    );
    expect(page.status).toBe('draft');
    expect(page.blocks.length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown id and 400 naming a malformed one', async () => {
    const missing = await call(t.app, 'GET', '/api/admin/pages/9999', staff.viewer);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Page not found' });
    const malformed = await call(t.app, 'GET', '/api/admin/pages/abc', staff.viewer);
    expect(malformed.statusCode).toBe(400);
    expect(fieldsOf(malformed)).toEqual({ id: 'Must be a positive whole number' });
  });
});
