import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MediaItem } from '../../../contract/admin/admin-media';
import { MediaItemSchema, MediaListSchema, MediaRevisionListSchema } from '../../../contract/admin/admin-media';
import { AdminPageSchema } from '../../../contract/admin/admin-pages';
import { imageAltMissing } from '../../../contract/page-content/fields';
import { mediaMessages } from '../../../contract/media/media-rules';
import { samplePicture } from '../../media/media.test-support';
import type { TestApp } from '../../test/test-app';
import { recordReferences } from '../../repositories/content-references';
import { createTestApp, multipart } from '../../test/test-app';
import type { Staff } from './admin.test-support';
import { call, pageIdBySlug, signInStaff, versionedCall } from './admin.test-support';
import { readAuditLog } from './audit-log.test-support';

let t: TestApp;
let staff: Staff;
beforeEach(async () => {
  t = await createTestApp();
  staff = await signInStaff(t.app);
});
afterEach(() => t.close());

async function send(method: 'POST' | 'PUT', url: string, alt: string | undefined, name: string, bytes: Buffer) {
  const type = name.endsWith('.jpg') ? 'image/jpeg' : 'image/png';
  const form = await multipart(alt === undefined ? {} : { alt }, { field: 'file', name, type, bytes });
  return t.app.inject({ method, url, ...form, headers: { ...staff.editor, ...form.headers } });
}

async function upload(name: string, alt: string, format: 'png' | 'jpeg' = 'png'): Promise<MediaItem> {
  const response = await send('POST', '/api/admin/media', alt, name, await samplePicture(640, 480, format));
  expect(response.statusCode, response.body).toBe(201);
  return MediaItemSchema.parse(response.json());
}

async function list(query: string) {
  const response = await call(t.app, 'GET', `/api/admin/media?${query}`, staff.viewer);
  expect(response.statusCode, response.body).toBe(200);
  return MediaListSchema.parse(response.json());
}

const names = (page: { items: MediaItem[] }) => page.items.map((item) => item.name);

async function homePage() {
  const id = await pageIdBySlug(t.app, 'home');
  return AdminPageSchema.parse((await call(t.app, 'GET', `/api/admin/pages/${id}`, staff.editor)).json());
}

/** Saves the home page with `image` as its intro's picture, as the editor's picker would. */
async function saveHomeIntroImage(image: Record<string, unknown>) {
  const page = await homePage();
  const blocks = page.blocks.map((block) =>
    block.type === 'intro' ? { ...block, data: { ...(block.data as object), image } } : block,
  );
  const { title, slug, description, status } = page;
  return versionedCall(t.app, 'PUT', `/api/admin/pages/${page.id}`, staff.editor, {
    title,
    slug,
    description,
    status,
    blocks,
  });
}

async function homeIntroImage() {
  const intro = (await homePage()).blocks.find((block) => block.type === 'intro');
  return (intro?.data as { image?: Record<string, unknown> }).image;
}

const libraryImage = (item: MediaItem, extra: Record<string, unknown> = {}) => ({
  src: item.url,
  alt: item.alt,
  width: item.width,
  height: item.height,
  ...extra,
});

describe('GET /api/admin/media: paging, search and filters', () => {
  it('pages newest first and says how many there are', async () => {
    const seeded = (await list('')).total;
    await upload('first.png', 'First');
    await upload('second.png', 'Second');
    await upload('third.png', 'Third');
    const one = await list('pageSize=2');
    expect(one).toMatchObject({ total: seeded + 3, page: 1, pageSize: 2 });
    expect(names(one)).toEqual(['third', 'second']);
    expect(names(await list('pageSize=2&page=2'))[0]).toBe('first');
    const past = await list('pageSize=2&page=999');
    expect(past).toMatchObject({ items: [], total: seeded + 3, page: 999 });
    expect((await list('')).pageSize).toBe(20);
  });

  it('searches names and alt text, and filters by format and by use', async () => {
    const atrium = await upload('atrium.png', 'A quiet open-plan atrium');
    const lab = await upload('lab.jpg', 'Engineers in the test lab', 'jpeg');
    expect(names(await list('q=ATRIUM'))).toEqual(['atrium']);
    expect(names(await list('q=test%20lab'))).toEqual(['lab']);
    expect(names(await list('type=jpeg'))).toEqual(['lab']);
    expect(names(await list('type=png&q=atrium'))).toEqual(['atrium']);
    // The seed imported the site's drawings, all SVG.
    expect((await list('type=svg')).items.every((item) => item.mimeType === 'image/svg+xml')).toBe(true);

    expect((await saveHomeIntroImage(libraryImage(lab))).statusCode).toBe(200);
    const unused = await list('unused=true&pageSize=100');
    expect(names(unused)).toContain('atrium');
    expect(names(unused)).not.toContain('lab');
    expect(unused.items.every((item) => item.usedOn.length === 0)).toBe(true);
    const used = await list('unused=false&pageSize=100');
    expect(names(used)).toContain('lab');
    expect(names(used)).toContain('logo-light');
    expect(names(used)).not.toContain('atrium');
    expect(unused.total + used.total).toBe((await list('')).total);
    expect(names(await list('unused=true&type=jpeg'))).toEqual([]);
    expect(atrium.usedOn).toEqual([]);
  });

  it.each([
    ['page=0', { page: 'Must be at least 1' }],
    ['page=abc', { page: 'Must be a whole number' }],
    ['pageSize=101', { pageSize: 'Must be at most 100' }],
    ['pageSize=2.5', { pageSize: 'Must be a whole number' }],
    ['type=gif', { type: 'Must be one of png, jpeg, webp, avif, svg' }],
    ['unused=yes', { unused: 'Must be true or false' }],
    [`q=${'x'.repeat(101)}`, { q: 'At most 100 characters' }],
    ['page=0&type=gif', { type: 'Must be one of png, jpeg, webp, avif, svg', page: 'Must be at least 1' }],
  ])('refuses %s with a 400 naming the parameter', async (query, fields) => {
    const response = await call(t.app, 'GET', `/api/admin/media?${query}`, staff.viewer);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: `Invalid input: ${Object.keys(fields).join(', ')}`, fields });
  });
});

describe('replacing keeps a revision that can be restored', () => {
  it('keeps the replaced file, serves it to staff only, and restores it with its address, alt text and uses', async () => {
    const item = await upload('team.png', 'The team at the offsite');
    expect(item.revisions).toBe(0);
    expect((await saveHomeIntroImage(libraryImage(item))).statusCode).toBe(200);
    const oldBytes = (await t.app.inject({ method: 'GET', url: item.url })).rawPayload;

    const replaced = await send(
      'PUT',
      `/api/admin/media/${item.id}`,
      'The team in Lisbon',
      'lisbon.jpg',
      await samplePicture(1000, 500, 'jpeg'),
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    const next = MediaItemSchema.parse(replaced.json());
    expect(next).toMatchObject({ name: 'lisbon', alt: 'The team in Lisbon', revisions: 1 });
    expect(await homeIntroImage()).toMatchObject({ src: next.url, alt: 'The team in Lisbon', width: 1000 });
    expect((await t.app.inject({ method: 'GET', url: item.url })).statusCode).toBe(404);

    const kept = MediaRevisionListSchema.parse(
      (await call(t.app, 'GET', `/api/admin/media/${item.id}/revisions`, staff.viewer)).json(),
    ).items;
    expect(kept).toEqual([
      expect.objectContaining({
        name: 'team',
        alt: 'The team at the offsite',
        mimeType: 'image/png',
        width: 640,
        replacedBy: { id: staff.ids.editor, displayName: 'eddie name' },
      }),
    ]);
    const revision = kept[0]!;
    const file = await call(t.app, 'GET', revision.fileUrl, staff.viewer);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(oldBytes)).toBe(true);
    expect((await call(t.app, 'GET', revision.fileUrl, {})).statusCode).toBe(401);

    const restoreUrl = `/api/admin/media/${item.id}/revisions/${revision.id}/restore`;
    expect((await call(t.app, 'POST', restoreUrl, staff.viewer)).statusCode).toBe(403);
    const restored = await call(t.app, 'POST', restoreUrl, staff.editor);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(MediaItemSchema.parse(restored.json())).toMatchObject({
      url: item.url,
      name: 'team',
      alt: 'The team at the offsite',
      width: 640,
      revisions: 1,
    });
    expect((await t.app.inject({ method: 'GET', url: item.url })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: item.renditions[0]!.url })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: next.url })).statusCode).toBe(404);
    expect(await homeIntroImage()).toMatchObject({ src: item.url, alt: 'The team at the offsite', width: 640 });
    // The file the restore replaced is kept in turn, so the restore can be undone.
    const after = MediaRevisionListSchema.parse(
      (await call(t.app, 'GET', `/api/admin/media/${item.id}/revisions`, staff.viewer)).json(),
    ).items;
    expect(after.map((entry) => entry.name)).toEqual(['lisbon']);
    expect((await call(t.app, 'POST', restoreUrl, staff.editor)).json()).toEqual({
      error: mediaMessages.revisionNotFound,
    });

    const audit = await readAuditLog(t.app, staff.admin, '&item=media');
    expect(audit.map((entry) => [entry.action, entry.item?.id, entry.actor?.id])).toEqual([
      ['media.restore', String(item.id), staff.ids.editor],
      ['media.replace', String(item.id), staff.ids.editor],
      ['media.upload', String(item.id), staff.ids.editor],
    ]);
    expect(audit[0]?.summary).toBe('Restored team in place of lisbon; the file it replaced is kept as a revision');
    expect(audit[1]?.summary).toBe('Replaced team with lisbon; the earlier file is kept as a revision');
  });

  it('refuses a revision of another picture, unknown ids and malformed ones', async () => {
    const a = await upload('a.png', 'A');
    const b = await upload('b.png', 'B');
    await send('PUT', `/api/admin/media/${a.id}`, undefined, 'a2.png', await samplePicture(20, 20));
    const [revision] = MediaRevisionListSchema.parse(
      (await call(t.app, 'GET', `/api/admin/media/${a.id}/revisions`, staff.viewer)).json(),
    ).items;
    const other = await call(t.app, 'POST', `/api/admin/media/${b.id}/revisions/${revision!.id}/restore`, staff.editor);
    expect(other.statusCode).toBe(404);
    expect(
      (await call(t.app, 'GET', `/api/admin/media/${b.id}/revisions/${revision!.id}/file`, staff.viewer)).statusCode,
    ).toBe(404);
    expect((await call(t.app, 'GET', '/api/admin/media/99999/revisions', staff.viewer)).statusCode).toBe(404);
    expect(
      (await call(t.app, 'POST', `/api/admin/media/99999/revisions/${revision!.id}/restore`, staff.editor)).statusCode,
    ).toBe(404);
    const malformed = await call(t.app, 'POST', `/api/admin/media/${a.id}/revisions/x/restore`, staff.editor);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ fields: { revisionId: 'Must be a positive whole number' } });
  });

  it('deletes a picture’s kept files with it', async () => {
    const item = await upload('gone.png', 'Gone');
    await send('PUT', `/api/admin/media/${item.id}`, undefined, 'gone2.png', await samplePicture(20, 20));
    expect((await call(t.app, 'DELETE', `/api/admin/media/${item.id}`, staff.editor)).statusCode).toBe(204);
    expect(await t.app.db.selectFrom('media_revisions').select('id').where('media_id', '=', item.id).execute()).toEqual(
      [],
    );
    expect(await t.app.db.selectFrom('media_revision_renditions').select('revision_id').execute()).toEqual([]);
  });
});

describe('alt text and focal point follow the library into content', () => {
  it('gives every use the library’s new alt text (unless it has its own) and focal point, drafts too', async () => {
    const item = await upload('portrait.png', 'A portrait');
    expect(item.focus).toEqual({ x: 50, y: 50 });
    expect((await saveHomeIntroImage(libraryImage(item))).statusCode).toBe(200);
    const services = await pageIdBySlug(t.app, 'services');
    const draft = { slug: 'services', title: 'Services', description: '', blocks: [] };
    const own = libraryImage(item, { alt: 'Our founder', ownAlt: true });
    await t.app.db
      .updateTable('pages')
      .set({ draft: JSON.stringify({ ...draft, blocks: [{ id: 'x', type: 'intro', data: { image: own } }] }) })
      .where('id', '=', services)
      .execute();
    // Written behind the API's back: its references are recorded as every save records them.
    await recordReferences(t.app.db, { type: 'page', id: services });

    const changed = await call(t.app, 'PUT', `/api/admin/media/${item.id}`, staff.editor, {
      alt: 'A portrait of the founder',
      focus: { x: 20, y: 85 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(MediaItemSchema.parse(changed.json()).focus).toEqual({ x: 20, y: 85 });
    expect(await homeIntroImage()).toEqual(
      libraryImage(item, { alt: 'A portrait of the founder', focus: { x: 20, y: 85 } }),
    );
    const row = await t.app.db.selectFrom('pages').select('draft').where('id', '=', services).executeTakeFirstOrThrow();
    expect(JSON.parse(row.draft ?? '{}').blocks[0].data.image).toEqual({ ...own, focus: { x: 20, y: 85 } });

    const [entry] = await readAuditLog(t.app, staff.admin, '&action=media.update');
    expect(entry?.summary).toBe('Changed: alternative text, focal point');
    // Back to the middle: the copies drop the point rather than carry the default.
    await call(t.app, 'PUT', `/api/admin/media/${item.id}`, staff.editor, {
      alt: 'A portrait',
      focus: { x: 50, y: 50 },
    });
    expect(await homeIntroImage()).toEqual(libraryImage(item));
  });

  it.each([
    [{ alt: 'x', focus: { x: 101, y: 5 } }, 'focus.x'],
    [{ alt: 'x', focus: { x: 5 } }, 'focus.y'],
    [{ alt: 'x', focus: '50 50' }, 'focus'],
  ])('refuses a focal point outside the picture (%j)', async (payload, field) => {
    const item = await upload('p.png', 'P');
    const response = await call(t.app, 'PUT', `/api/admin/media/${item.id}`, staff.editor, payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ fields: object }>().fields)).toEqual([field]);
  });

  it('refuses a content image without alt text unless it is marked decorative', async () => {
    const item = await upload('p.png', 'P');
    const refused = await saveHomeIntroImage(libraryImage(item, { alt: ' ' }));
    expect(refused.statusCode).toBe(400);
    expect(Object.entries(refused.json<{ fields: Record<string, string> }>().fields)).toEqual([
      [expect.stringMatching(/^blocks\.\d+\.data\.image\.alt$/), imageAltMissing],
    ]);
    expect((await saveHomeIntroImage(libraryImage(item, { alt: '', decorative: true }))).statusCode).toBe(200);
  });
});
