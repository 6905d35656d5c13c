import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MediaInUseSchema, MediaItemSchema, MediaListSchema } from '../../../contract/admin/admin-media';
import { AdminPageSchema } from '../../../contract/admin/admin-pages';
import { mediaMessages } from '../../../contract/media/media-rules';
import { hostileSvg, oversizedPngHeader, samplePicture } from '../../media/media.test-support';
import type { TestApp } from '../../test/test-app';
import { recordReferences } from '../../repositories/content-references';
import { createTestApp, multipart } from '../../test/test-app';
import type { AuthHeaders, Staff } from './admin.test-support';
import { call, pageIdBySlug, signInStaff, versionedCall } from './admin.test-support';

let t: TestApp;
let staff: Staff;
beforeEach(async () => {
  t = await createTestApp();
  staff = await signInStaff(t.app);
});
afterEach(() => t.close());

interface UploadFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

async function upload(fields: Record<string, string>, file?: UploadFile, headers: AuthHeaders = staff.editor) {
  const form = await multipart(fields, file && { field: 'file', ...file });
  return t.app.inject({ method: 'POST', url: '/api/admin/media', ...form, headers: { ...headers, ...form.headers } });
}

async function uploadPicture(width = 1200, height = 800, name = 'Team Offsite.png') {
  const response = await upload(
    { alt: 'Our team at the offsite' },
    { name, type: 'image/png', bytes: await samplePicture(width, height) },
  );
  expect(response.statusCode, response.body).toBe(201);
  return MediaItemSchema.parse(response.json());
}

/** The seed's pictures (logos, illustrations) are in the library from the start. */
let seededRows: { media: number; renditions: number };
beforeEach(async () => {
  seededRows = { media: 0, renditions: 0 };
  seededRows = { media: await mediaRows(), renditions: await renditionRows() };
});
const mediaRows = async () => (await t.app.db.selectFrom('media').select('id').execute()).length - seededRows.media;
const renditionRows = async () =>
  (await t.app.db.selectFrom('media_renditions').select('media_id').execute()).length - seededRows.renditions;

/** Puts the picture into the home page's intro, as the editor's image field would. */
async function useOnHome(item: { url: string; width: number; height: number }) {
  const id = await pageIdBySlug(t.app, 'home');
  const page = AdminPageSchema.parse((await call(t.app, 'GET', `/api/admin/pages/${id}`, staff.editor)).json());
  const image = { src: item.url, alt: 'Our team', width: item.width, height: item.height };
  const blocks = page.blocks.map((block) =>
    block.type === 'intro' ? { ...block, data: { ...(block.data as object), image } } : block,
  );
  const saved = await versionedCall(t.app, 'PUT', `/api/admin/pages/${id}`, staff.editor, {
    title: page.title,
    slug: page.slug,
    description: page.description,
    status: page.status,
    blocks,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return id;
}

describe('POST /api/admin/media', () => {
  it('stores the picture with its renditions and answers its address, size and renditions', async () => {
    const item = await uploadPicture(1200, 800);
    expect(item).toMatchObject({
      name: 'team-offsite',
      alt: 'Our team at the offsite',
      width: 1200,
      height: 800,
      mimeType: 'image/png',
      usedOn: [],
    });
    expect(item.url).toMatch(/^\/media\/\d+\/[a-f0-9]{16}\/team-offsite\.png$/);
    expect(item.renditions.map((r) => `${r.width}.${r.format}`)).toEqual([
      '480.avif',
      '480.webp',
      '960.avif',
      '960.webp',
      '1200.avif',
      '1200.webp',
    ]);

    const original = await t.app.inject({ method: 'GET', url: item.url });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/png');
    expect(original.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const webp = await t.app.inject({
      method: 'GET',
      url: item.renditions.find((r) => r.format === 'webp' && r.width === 480)?.url ?? '',
    });
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });

  it('makes no rendition wider than the picture, nor of an SVG', async () => {
    const small = await uploadPicture(300, 200, 'badge.png');
    expect(small.renditions.map((r) => r.width)).toEqual([300, 300]);
    const svg = await upload(
      { alt: 'Logo' },
      { name: 'logo.svg', type: 'image/svg+xml', bytes: Buffer.from(hostileSvg) },
    );
    expect(svg.statusCode).toBe(201);
    expect(MediaItemSchema.parse(svg.json()).renditions).toEqual([]);
  });

  it('keeps an SVG drawing and strips scripts, handlers, foreign content and outside links', async () => {
    const response = await upload(
      { alt: 'Logo' },
      { name: 'logo.svg', type: 'image/svg+xml', bytes: Buffer.from(hostileSvg) },
    );
    const item = MediaItemSchema.parse(response.json());
    expect(item).toMatchObject({ width: 120, height: 40, mimeType: 'image/svg+xml' });
    const served = await t.app.inject({ method: 'GET', url: item.url });
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.body).toContain('<text x="30" y="20">Aegisline</text>');
    expect(served.body).toContain('href="#mark"');
    for (const gone of ['script', 'onload', 'javascript:', 'evil.example', 'foreignObject', 'iframe']) {
      expect(served.body).not.toContain(gone);
    }
  });

  it('strips camera metadata from what it serves', async () => {
    const withExif = await sharpWithExif();
    const response = await upload({ alt: 'Photo' }, { name: 'photo.jpg', type: 'image/jpeg', bytes: withExif });
    const item = MediaItemSchema.parse(response.json());
    const served = await t.app.inject({ method: 'GET', url: item.url });
    expect(withExif.includes(Buffer.from('Aegisline test camera'))).toBe(true);
    expect(served.rawPayload.includes(Buffer.from('Aegisline test camera'))).toBe(false);
  });

  it.each([
    [
      'an HTML page renamed .png',
      { name: 'x.png', type: 'image/png', bytes: Buffer.from('<!doctype html><html><script>alert(1)</script></html>') },
      mediaMessages.notImage,
    ],
    ['a zero-byte file', { name: 'empty.png', type: 'image/png', bytes: new Uint8Array(0) }, mediaMessages.empty],
    [
      'a 100-megapixel PNG',
      { name: 'bomb.png', type: 'image/png', bytes: oversizedPngHeader(10_000, 10_000) },
      mediaMessages.tooManyPixels,
    ],
    ['a PDF', { name: 'doc.png', type: 'image/png', bytes: Buffer.from('%PDF-1.7\n%%EOF') }, mediaMessages.notImage],
    [
      'an SVG that is only a script',
      { name: 'x.svg', type: 'image/svg+xml', bytes: Buffer.from('<svg><script>alert(1)</script></svg>') },
      mediaMessages.unsafeSvg,
    ],
  ])('refuses %s with a 400 on file and keeps nothing', async (_name, file, message) => {
    const response = await upload({ alt: 'Something' }, file);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Invalid input: file', fields: { file: message } });
    expect(await mediaRows()).toBe(0);
    expect(await renditionRows()).toBe(0);
  });

  it('refuses a file over 10 MB before reading all of it', async () => {
    const response = await upload(
      { alt: 'Big' },
      { name: 'big.png', type: 'image/png', bytes: new Uint8Array(10 * 1024 * 1024 + 1) },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { file: mediaMessages.tooLarge } });
    expect(await mediaRows()).toBe(0);
  });

  it('names every missing or bad field', async () => {
    const picture = { name: 'p.png', type: 'image/png', bytes: await samplePicture(10, 10) };
    const nothing = await upload({});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json()).toEqual({
      error: 'Invalid input: alt, file',
      fields: { alt: mediaMessages.altRequired, file: mediaMessages.noFile },
    });
    const blankAlt = await upload({ alt: '   ' }, picture);
    expect(blankAlt.json()).toMatchObject({ fields: { alt: mediaMessages.altRequired } });
    const longAlt = await upload({ alt: 'a'.repeat(301) }, picture);
    expect(longAlt.json()).toMatchObject({ fields: { alt: 'At most 300 characters' } });
    const json = await call(t.app, 'POST', '/api/admin/media', staff.editor, { alt: 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ fields: { file: mediaMessages.noFile } });
    expect(await mediaRows()).toBe(0);
  });

  it('is for editors and admins only', async () => {
    const picture = { name: 'p.png', type: 'image/png', bytes: await samplePicture(10, 10) };
    expect((await upload({ alt: 'x' }, picture, staff.viewer)).statusCode).toBe(403);
    expect((await upload({ alt: 'x' }, picture, {})).statusCode).toBe(401);
    expect((await upload({ alt: 'x' }, picture, staff.admin)).statusCode).toBe(201);
  });
});

describe('GET /api/admin/media', () => {
  it('lists newest first and searches name and alt text', async () => {
    await uploadPicture(100, 100, 'office.png');
    await uploadPicture(100, 100, 'datacenter.png');
    const all = MediaListSchema.parse((await call(t.app, 'GET', '/api/admin/media', staff.viewer)).json());
    expect(all.items.map((item) => item.name).slice(0, 2)).toEqual(['datacenter', 'office']);
    const found = MediaListSchema.parse((await call(t.app, 'GET', '/api/admin/media?q=CENTER', staff.viewer)).json());
    expect(found.items.map((item) => item.name)).toEqual(['datacenter']);
    const byAlt = MediaListSchema.parse((await call(t.app, 'GET', '/api/admin/media?q=offsite', staff.viewer)).json());
    expect(byAlt.items).toHaveLength(2);
    const tooLong = await call(t.app, 'GET', `/api/admin/media?q=${'x'.repeat(101)}`, staff.viewer);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ fields: { q: 'At most 100 characters' } });
  });
});

describe('usage, replacement and deletion', () => {
  it('says where a picture is used and refuses to delete it there', async () => {
    const item = await uploadPicture();
    const homeId = await useOnHome(item);
    const listed = MediaItemSchema.parse(
      (await call(t.app, 'GET', `/api/admin/media/${item.id}`, staff.viewer)).json(),
    );
    expect(listed.usedOn).toEqual([
      { kind: 'page', id: String(homeId), title: 'Home', editPath: `/admin/pages/${homeId}` },
    ]);

    const refused = await call(t.app, 'DELETE', `/api/admin/media/${item.id}`, staff.editor);
    expect(refused.statusCode).toBe(409);
    expect(MediaInUseSchema.parse(refused.json())).toEqual({ error: mediaMessages.inUse, usedOn: listed.usedOn });
    expect(await mediaRows()).toBe(1);
  });

  it('counts a picture that only a live page’s draft shows as used (issue 14 §2)', async () => {
    const item = await uploadPicture();
    const blocks = [{ id: 'banner', type: 'banner', data: { image: item.url } }];
    const draft = { slug: 'services', title: 'Services', description: '', blocks };
    await t.app.db
      .updateTable('pages')
      .set({ draft: JSON.stringify(draft) })
      .where('slug', '=', 'services')
      .execute();
    // Written behind the API's back: its references are recorded as every save records them.
    await recordReferences(t.app.db, { type: 'page', id: await pageIdBySlug(t.app, 'services') });
    const listed = MediaItemSchema.parse(
      (await call(t.app, 'GET', `/api/admin/media/${item.id}`, staff.viewer)).json(),
    );
    expect(listed.usedOn.map((usage) => usage.title)).toEqual(['Services']);
    expect((await call(t.app, 'DELETE', `/api/admin/media/${item.id}`, staff.editor)).statusCode).toBe(409);
  });

  it('deletes an unused picture with its renditions, after which its address is gone', async () => {
    const item = await uploadPicture();
    expect((await call(t.app, 'DELETE', `/api/admin/media/${item.id}`, staff.viewer)).statusCode).toBe(403);
    expect((await call(t.app, 'DELETE', `/api/admin/media/${item.id}`, staff.editor)).statusCode).toBe(204);
    expect(await renditionRows()).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: item.url })).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/admin/media/${item.id}`, staff.editor)).statusCode).toBe(404);
  });

  it('replaces the file under the same id: new address, and the pages that showed it follow', async () => {
    const item = await uploadPicture(1200, 800);
    const homeId = await useOnHome(item);
    const form = await multipart(
      {},
      { field: 'file', name: 'new-team.jpg', type: 'image/jpeg', bytes: await samplePicture(1000, 500, 'jpeg') },
    );
    const replaced = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/media/${item.id}`,
      ...form,
      headers: { ...staff.editor, ...form.headers },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const next = MediaItemSchema.parse(replaced.json());
    expect(next).toMatchObject({
      id: item.id,
      name: 'new-team',
      width: 1000,
      height: 500,
      alt: item.alt,
      mimeType: 'image/jpeg',
    });
    expect(next.url).not.toBe(item.url);
    expect((await t.app.inject({ method: 'GET', url: item.url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: next.url })).statusCode).toBe(200);

    const page = AdminPageSchema.parse((await call(t.app, 'GET', `/api/admin/pages/${homeId}`, staff.editor)).json());
    const intro = page.blocks.find((block) => block.type === 'intro');
    // The use had no alt text of its own, so it has the library's.
    expect(intro?.data).toMatchObject({ image: { src: next.url, alt: item.alt, width: 1000, height: 500 } });
  });

  it('changes the alt text alone, by JSON', async () => {
    const item = await uploadPicture();
    const updated = await call(t.app, 'PUT', `/api/admin/media/${item.id}`, staff.editor, {
      alt: 'The team in Lisbon',
    });
    expect(MediaItemSchema.parse(updated.json())).toMatchObject({ alt: 'The team in Lisbon', url: item.url });
    const missing = await call(t.app, 'PUT', `/api/admin/media/${item.id}`, staff.editor, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ fields: { alt: mediaMessages.altRequired } });
    const wrongType = await call(t.app, 'PUT', `/api/admin/media/${item.id}`, staff.editor, { alt: 5 });
    expect(wrongType.json()).toMatchObject({ fields: { alt: 'Must be text' } });
    expect((await call(t.app, 'PUT', '/api/admin/media/999', staff.editor, { alt: 'x' })).statusCode).toBe(404);
  });
});

describe('GET /media/...', () => {
  it('answers 404 for addresses that name no stored file', async () => {
    const item = await uploadPicture(600, 400);
    const wrong = [
      item.url.replace(/[a-f0-9]{16}/, '0'.repeat(16)),
      item.url.replace('.png', '.jpg'),
      item.url.replace('team-offsite.png', 'other.png'),
      item.url.replace('.png', '-960.webp'),
      item.url.replace('.png', '-480.gif'),
      '/media/abc/def/x.png',
    ];
    for (const url of wrong) expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    expect((await t.app.inject({ method: 'HEAD', url: item.url })).statusCode).toBe(200);
  });
});

async function sharpWithExif(): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
    .withExif({ IFD0: { Make: 'Aegisline test camera' } })
    .jpeg()
    .toBuffer();
}
