import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AdminPageSchema } from '../../../contract/admin/admin-pages';
import { adminMessages } from '../../../contract/admin/admin-messages';
import { parsePageSection } from '../../../contract/page-content/page-content';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import type { Staff } from './admin.test-support';
import { call, newPage, pageIdBySlug, signInStaff, versionedCall } from './admin.test-support';

let t: TestApp;
let staff: Staff;
beforeEach(async () => {
  t = await createTestApp();
  staff = await signInStaff(t.app);
});
afterEach(() => t.close());

const fieldsOf = (response: { json: <T>() => T }) => response.json<{ fields: Record<string, string> }>().fields;
const readPage = async (id: number) =>
  AdminPageSchema.parse((await call(t.app, 'GET', `/api/admin/pages/${id}`, staff.viewer)).json());
const put = (id: number, payload: unknown) =>
  versionedCall(t.app, 'PUT', `/api/admin/pages/${id}`, staff.editor, payload);
async function editable(slug: string) {
  const page = await readPage(await pageIdBySlug(t.app, slug));
  return {
    page,
    payload: {
      title: page.title,
      description: page.description,
      slug: page.slug,
      status: page.status,
      blocks: page.blocks,
    },
  };
}

describe('PUT /api/admin/pages/{id}', () => {
  it('saves the page, recording who and when, and keeping who created it', async () => {
    const created = AdminPageSchema.parse((await call(t.app, 'POST', '/api/admin/pages', staff.admin, newPage)).json());
    const response = await put(created.id, { ...newPage, title: 'Incident Response' });
    expect(response.statusCode).toBe(200);
    const saved = AdminPageSchema.parse(response.json());
    expect(saved.title).toBe('Incident Response');
    expect(saved.updatedBy).toEqual({ id: staff.ids.editor, displayName: 'eddie name' });
    expect(saved.createdBy).toEqual({ id: staff.ids.admin, displayName: 'Site Administrator' });
    expect(saved.updatedAt >= created.updatedAt).toBe(true);
  });

  it('publishes on a save with status published; a later draft save leaves the page live (issue 14 §2)', async () => {
    const { page, payload } = await editable('learning');
    expect((await t.app.inject('/api/public/pages/learning')).statusCode).toBe(404);
    expect((await put(page.id, { ...payload, status: 'published' })).statusCode).toBe(200);
    expect((await t.app.inject('/api/public/pages/learning')).statusCode).toBe(200);
    expect((await put(page.id, { ...payload, status: 'draft' })).statusCode).toBe(200);
    expect((await t.app.inject('/api/public/pages/learning')).statusCode).toBe(200);
  });

  it('keeps seeded pages with reserved slugs editable', async () => {
    for (const slug of ['home', 'company/partners']) {
      const { page, payload } = await editable(slug);
      const response = await put(page.id, { ...payload, title: `${page.title} (edited)` });
      expect(response.statusCode, slug).toBe(200);
    }
  });

  it('refuses changing a slug to a reserved one, naming it', async () => {
    const { page, payload } = await editable('digital-transformation');
    const reserved = await put(page.id, { ...payload, slug: 'admin' });
    expect(reserved.statusCode).toBe(400);
    expect(fieldsOf(reserved)).toEqual({ slug: '"admin" is reserved' });
    const prefixed = await put(page.id, { ...payload, slug: 'company/digital' });
    expect(fieldsOf(prefixed)).toEqual({ slug: 'Slugs starting with "company/" are reserved' });
  });

  it('answers 409 naming the slug when renaming onto a taken one', async () => {
    const { page, payload } = await editable('digital-transformation');
    const response = await put(page.id, { ...payload, slug: 'learning' });
    expect(response.statusCode).toBe(409);
    expect(fieldsOf(response)).toEqual({ slug: adminMessages.slugTaken('learning') });
  });

  it('needs the whole page: names missing, wrong-typed and too-long fields', async () => {
    const { page, payload } = await editable('learning');
    const missing = await put(page.id, { title: 'Only a title' });
    expect(fieldsOf(missing)).toEqual({ slug: 'Required', status: 'Required', blocks: expect.any(String) });
    const wrong = await put(page.id, { ...payload, status: true, title: ['x'] });
    expect(Object.keys(fieldsOf(wrong)).sort()).toEqual(['status', 'title']);
    const long = await put(page.id, { ...payload, description: 'x'.repeat(501) });
    expect(fieldsOf(long)).toEqual({ description: 'At most 500 characters' });
  });

  it('words a section’s problems as the admin form and the public page do', async () => {
    const { page, payload } = await editable('learning');
    const banner = { title: 'Learning', slides: [{ title: '' }] };
    const faq = { title: 'x'.repeat(201), items: [] };
    const blocks = [
      { type: 'banner', data: banner },
      { type: 'faq', data: faq },
    ];
    const response = await put(page.id, { ...payload, blocks });
    expect(response.statusCode).toBe(400);
    const fields = fieldsOf(response);
    // A broken slide is reported at the slide, not as "no banner shape matched" for the whole banner.
    expect(fields).toEqual({
      'blocks.0.data.slides.0.title': 'Required',
      'blocks.1.data.title': 'At most 200 characters',
      'blocks.1.data.items': 'Add at least 1 entry',
    });
    expect(parsePageSection('faq', faq)).toEqual({
      key: 'faq',
      reason: 'title: At most 200 characters (+1 more)',
    });
    expect(parsePageSection('banner', banner)).toEqual({ key: 'banner', reason: 'slides.0.title: Required' });
  });

  it('stores formatted text, and refuses raw HTML and unsupported blocks in it, naming the field', async () => {
    const { page, payload } = await editable('learning');
    const withText = (description: string) => ({
      ...payload,
      blocks: [{ type: 'sections', data: [{ title: 'Scope', description }] }],
    });
    const saved = await put(page.id, withText('## Scope\n\nWe **secure** [cloud](/services).\n\n- One'));
    expect(saved.statusCode).toBe(200);
    for (const [description, problem] of [
      ['<p onclick="x()">Hi</p>', 'HTML is not accepted: use the formatting buttons'],
      ['# Title', 'Headings start at level 2 (## Heading): the page title is the only level 1'],
      ['> quoted', 'Quotes are not supported'],
      ['[click](javascript:alert(1))', 'Link "javascript:alert(1"'],
    ] as const) {
      const response = await put(page.id, withText(description));
      expect(response.statusCode, description).toBe(400);
      expect(fieldsOf(response)['blocks.0.data.0.description'], description).toContain(problem);
    }
    const stored = await readPage(page.id);
    expect(stored.blocks).toEqual([
      {
        id: expect.any(String),
        type: 'sections',
        data: [{ title: 'Scope', description: '## Scope\n\nWe **secure** [cloud](/services).\n\n- One' }],
      },
    ]);
  });

  it('refuses a content link browsers would send to another host, naming the field', async () => {
    const { page, payload } = await editable('learning');
    const cta = {
      variant: 'plain',
      title: 'Talk to us',
      description: 'Now.',
      primary: { text: 'Go', link: '/\\evil.example' },
    };
    const blocks = [...payload.blocks, { type: 'ctaSection', data: cta }];
    const response = await put(page.id, { ...payload, blocks });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(response))).toEqual([`blocks.${blocks.length - 1}.data.primary.link`]);
  });

  it('answers 404 for an unknown page', async () => {
    const response = await put(9999, newPage);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Page not found' });
  });
});

describe('DELETE /api/admin/pages/{id}', () => {
  it('deletes a page without subpages', async () => {
    const id = await pageIdBySlug(t.app, 'learning');
    const response = await versionedCall(t.app, 'DELETE', `/api/admin/pages/${id}`, staff.editor);
    expect(response.statusCode).toBe(204);
    expect((await call(t.app, 'GET', `/api/admin/pages/${id}`, staff.editor)).statusCode).toBe(404);
  });

  it('refuses a page with subpages unless cascade=true, and then deletes them with it', async () => {
    const id = await pageIdBySlug(t.app, 'services');
    for (const query of ['', '?cascade=false']) {
      const refused = await versionedCall(t.app, 'DELETE', `/api/admin/pages/${id}${query}`, staff.editor);
      expect(refused.statusCode, query).toBe(409);
      expect(refused.json()).toEqual({ error: adminMessages.pageHasSubpages(6), subpageCount: 6 });
    }
    expect((await t.app.inject('/api/public/subpages/services/cloud-security')).statusCode).toBe(200);

    const subpage = await t.app.db
      .selectFrom('subpages')
      .selectAll()
      .where('page_id', '=', id)
      .executeTakeFirstOrThrow();
    const edit = { title: 'Edited', description: '', slug: subpage.slug, status: 'draft', blocks: [] };
    expect(
      (await versionedCall(t.app, 'PUT', `/api/admin/subpages/${subpage.id}`, staff.editor, edit)).statusCode,
    ).toBe(200);

    const cascade = await versionedCall(t.app, 'DELETE', `/api/admin/pages/${id}?cascade=true`, staff.editor);
    expect(cascade.statusCode).toBe(204);
    expect((await t.app.inject('/api/public/pages/services')).statusCode).toBe(404);
    const remaining = await t.app.db.selectFrom('subpages').select('id').where('page_id', '=', id).execute();
    expect(remaining).toEqual([]);
    const revisions = await t.app.db
      .selectFrom('revisions')
      .select('id')
      .where('entity_type', '=', 'subpage')
      .execute();
    expect(revisions).toEqual([]);
    // Another page's subpages are untouched.
    expect((await t.app.inject('/api/public/subpages/solutions/cloud-under-control')).statusCode).toBe(200);
  });

  it('names a bad cascade value and answers 404 for an unknown page', async () => {
    const bad = await versionedCall(t.app, 'DELETE', '/api/admin/pages/4?cascade=yes', staff.editor);
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual({ cascade: 'Use true or false' });
    expect((await versionedCall(t.app, 'DELETE', '/api/admin/pages/9999', staff.editor)).statusCode).toBe(404);
  });
});
