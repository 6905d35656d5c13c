import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminGlobalComponent } from '../../../contract/admin/admin-global-components';
import { AdminGlobalComponentSchema } from '../../../contract/admin/admin-global-components';
import { auditSentence } from '../../../contract/admin/audit-wording';
import { CreatedPreviewLinkSchema, PreviewLinkListSchema } from '../../../contract/admin/publication';
import { RevisionListSchema } from '../../../contract/admin/revisions';
import type { HeaderConfig } from '../../../contract/global-components/header-config';
import { HeaderConfigSchema } from '../../../contract/global-components/header-config';
import { MediaItemSchema } from '../../../contract/admin/admin-media';
import { ComponentPreviewAnswerSchema, previewMessages } from '../../../contract/preview';
import { buildApp } from '../../app';
import { samplePicture } from '../../media/media.test-support';
import type { TestApp } from '../../test/test-app';
import { createTestApp, multipart } from '../../test/test-app';
import { readAuditLog } from './audit-log.test-support';
import type { Staff } from './admin.test-support';
import { call, signInStaff, versionedCall } from './admin.test-support';
import { renamePage } from './redirects.test-support';

// The clock scheduled publishing and preview links read; tests move it instead of waiting.
let clock = new Date('2030-01-01T09:00:00.000Z');
let t: TestApp;
let staff: Staff;
beforeEach(async () => {
  clock = new Date('2030-01-01T09:00:00.000Z');
  t = await createTestApp({ now: () => clock, siteTimeZone: 'Europe/Berlin' });
  staff = await signInStaff(t.app);
});
afterEach(() => t.close());

const url = '/api/admin/global-components/header';
const fieldsOf = (response: { json: <T>() => T }) => response.json<{ fields: Record<string, string> }>().fields;
const readHeader = async (): Promise<AdminGlobalComponent> =>
  AdminGlobalComponentSchema.parse((await call(t.app, 'GET', url, staff.viewer)).json());
const menuLabels = (content: unknown) => HeaderConfigSchema.parse(content).menuItems.map((item) => item.text);
const publicMenu = async () =>
  menuLabels((await t.app.inject('/api/public/global-components/header')).json<{ content: unknown }>().content);

/** The header with one more menu entry, "Resilience review", saved as a draft by the editor. */
async function draftWithNewEntry(): Promise<AdminGlobalComponent> {
  const content = HeaderConfigSchema.parse((await readHeader()).content);
  const order = content.menuItems.length + 1;
  const entry = {
    text: 'Resilience review',
    link: '/contact',
    order,
    enabled: true,
    hasDropdown: false,
    dropdownItems: [],
  };
  const draft: HeaderConfig = { ...content, menuItems: [...content.menuItems, entry] };
  const response = await versionedCall(t.app, 'PUT', url, staff.editor, { content: draft });
  expect(response.statusCode, response.body).toBe(200);
  return AdminGlobalComponentSchema.parse(response.json());
}

describe('a draft of the header', () => {
  it('is what staff edit, while visitors keep the published header until Publish', async () => {
    const before = await publicMenu();
    const saved = await draftWithNewEntry();
    expect(saved).toMatchObject({ publication: 'draft-pending', publishAt: null });
    expect(menuLabels(saved.content)).toContain('Resilience review');
    expect(await publicMenu()).toEqual(before);

    const published = await versionedCall(t.app, 'POST', `${url}/publish`, staff.editor);
    expect(published.statusCode, published.body).toBe(200);
    expect(AdminGlobalComponentSchema.parse(published.json())).toMatchObject({
      publication: 'published',
      version: saved.version + 1,
    });
    expect(await publicMenu()).toEqual([...before, 'Resilience review']);
    const [entry] = await readAuditLog(t.app, staff.admin, '&action=component.publish');
    expect(entry).toMatchObject({ actor: { id: staff.ids.editor }, item: { type: 'component', label: 'Header' } });
    // An auditor reads the draft save and the publish apart, naming the header.
    const log = await readAuditLog(t.app, staff.admin, '&item=component:header');
    expect(log.map(auditSentence)).toEqual(['Published the header', 'Saved a draft of the header']);
  });

  it('keeps a revision of each save and publish; a restore goes into the draft', async () => {
    const revisions = async () =>
      RevisionListSchema.parse((await call(t.app, 'GET', `${url}/revisions`, staff.viewer)).json());
    const original = (await readHeader()).content;
    await draftWithNewEntry();
    await versionedCall(t.app, 'POST', `${url}/publish`, staff.editor);
    const list = await revisions();
    expect(list.total).toBe(2);
    // The oldest kept version is the one the draft replaced: the header as seeded.
    const oldest = list.items.at(-1);
    expect(oldest?.snapshot).toMatchObject({ content: original });

    const restore = `${url}/revisions/${oldest?.id}/restore`;
    const restored = await versionedCall(t.app, 'POST', restore, staff.editor);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(AdminGlobalComponentSchema.parse(restored.json())).toMatchObject({
      content: original,
      publication: 'draft-pending',
    });
    expect(await publicMenu()).toContain('Resilience review');
    expect((await revisions()).total).toBe(3);
  });

  it('refuses a save from an older version with the current one (the conflict view’s 412)', async () => {
    const opened = await readHeader();
    await draftWithNewEntry();
    const stale = await call(
      t.app,
      'PUT',
      url,
      { ...staff.admin, 'if-match': `"${opened.version}"` },
      {
        content: opened.content,
      },
    );
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({
      current: { version: opened.version + 1, updatedBy: { id: staff.ids.editor } },
    });
    const stalePublish = await call(t.app, 'POST', `${url}/publish`, { ...staff.admin, 'if-match': '"1"' });
    expect(stalePublish.statusCode).toBe(412);
    expect((await call(t.app, 'POST', `${url}/publish`, staff.editor)).statusCode).toBe(428);
  });

  it('is refused to a viewer (403) and to nobody signed in (401), save, publish, schedule and links alike', async () => {
    const { content } = await readHeader();
    const writes = [
      ['PUT', url, { content }],
      ['POST', `${url}/publish`, undefined],
      ['PUT', `${url}/schedule`, { publishAt: '2030-01-02T09:00:00.000Z' }],
      ['POST', `${url}/preview-links`, { days: 3 }],
    ] as const;
    for (const [method, path, payload] of writes) {
      expect((await versionedCall(t.app, method, path, staff.viewer, payload)).statusCode, path).toBe(403);
      expect((await call(t.app, method, path, {}, payload)).statusCode, path).toBe(401);
    }
    expect((await readHeader()).publication).toBe('published');
    // A component has no "Unpublish": the site always has a header.
    expect((await versionedCall(t.app, 'POST', `${url}/unpublish`, staff.editor)).statusCode).toBe(404);
  });

  it('answers 400 naming the field for bad content, a past or unreadable time and a bad number of days', async () => {
    const { content } = await readHeader();
    const badEntry = await versionedCall(t.app, 'PUT', url, staff.editor, {
      content: { ...HeaderConfigSchema.parse(content), menuItems: [{ text: '', link: '/x', order: 1, enabled: true }] },
    });
    expect(badEntry.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(badEntry))).toEqual(['content.menuItems.0.text']);
    for (const publishAt of ['2029-12-31T09:00:00.000Z', 'tomorrow', 5]) {
      const response = await versionedCall(t.app, 'PUT', `${url}/schedule`, staff.editor, { publishAt });
      expect(response.statusCode, String(publishAt)).toBe(400);
      expect(Object.keys(fieldsOf(response))).toEqual(['publishAt']);
    }
    const days = await versionedCall(t.app, 'POST', `${url}/preview-links`, staff.editor, { days: 31 });
    expect(days.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(days))).toEqual(['days']);
    expect(
      (await versionedCall(t.app, 'POST', '/api/admin/global-components/nav/publish', staff.editor)).statusCode,
    ).toBe(404);
  });
});

describe('publishing the header at a time', () => {
  it('publishes the draft when the time has come (after a restart too), audited with who scheduled it', async () => {
    await draftWithNewEntry();
    const scheduled = await versionedCall(t.app, 'PUT', `${url}/schedule`, staff.editor, {
      publishAt: '2030-01-01T10:00:00.000Z',
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(AdminGlobalComponentSchema.parse(scheduled.json())).toMatchObject({
      publication: 'scheduled',
      publishAt: '2030-01-01T10:00:00.000Z',
    });
    expect(await publicMenu()).not.toContain('Resilience review');
    await t.app.close();

    const restart = () =>
      buildApp({
        db: t.app.db,
        dataDir: t.dataDir,
        authMode: 'token',
        logger: false,
        now: () => clock,
        siteTimeZone: 'Europe/Berlin',
      });
    clock = new Date('2030-01-01T09:59:00.000Z');
    const early = await restart();
    const earlyMenu = (await early.inject('/api/public/global-components/header')).json<{ content: unknown }>();
    await early.close();
    expect(menuLabels(earlyMenu.content)).not.toContain('Resilience review');

    clock = new Date('2030-01-01T10:00:01.000Z');
    const restarted = await restart();
    try {
      const live = (await restarted.inject('/api/public/global-components/header')).json<{ content: unknown }>();
      expect(menuLabels(live.content)).toContain('Resilience review');
      const row = await restarted.db
        .selectFrom('global_components')
        .select(['publish_at', 'draft'])
        .where('name', '=', 'header')
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ publish_at: null, draft: null });
      const [entry] = await readAuditLog(restarted, staff.admin, '&action=component.publish');
      // 10:00 UTC is 11:00 on the site's clock (Europe/Berlin).
      expect(entry).toMatchObject({
        actor: null,
        item: { type: 'component', id: 'header', label: 'Header' },
        summary: 'Scheduled by eddie name for 1 Jan 2030, 11:00 (Europe/Berlin)',
      });
      expect(entry && auditSentence(entry)).toBe('Published the header');
    } finally {
      await restarted.close();
    }
  });
});

describe('previews of the header', () => {
  it('shows signed-in staff the draft in the public answer’s shape, never stored nor indexed', async () => {
    await draftWithNewEntry();
    const response = await call(t.app, 'GET', `${url}/preview`, staff.viewer);
    expect(response.statusCode).toBe(200);
    const { component } = ComponentPreviewAnswerSchema.parse(response.json());
    expect(component.name).toBe('header');
    expect(menuLabels(component.content)).toContain('Resilience review');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toContain('noindex');
    expect((await t.app.inject(`${url}/preview`)).statusCode).toBe(401);
  });

  it('shares the draft through a link to someone signed out, until it is revoked or expires', async () => {
    await draftWithNewEntry();
    const created = await versionedCall(t.app, 'POST', `${url}/preview-links`, staff.editor, { days: 1 });
    expect(created.statusCode, created.body).toBe(201);
    const link = CreatedPreviewLinkSchema.parse(created.json());
    const secret = link.path.split('/').at(-1) ?? '';
    const shared = await t.app.inject(`/api/public/preview/${secret}`);
    expect(shared.statusCode).toBe(200);
    expect(menuLabels(ComponentPreviewAnswerSchema.parse(shared.json()).component.content)).toContain(
      'Resilience review',
    );
    expect(shared.headers['x-robots-tag']).toContain('noindex');
    const listed = PreviewLinkListSchema.parse((await call(t.app, 'GET', `${url}/preview-links`, staff.viewer)).json());
    expect(listed.items.map((item) => item.id)).toEqual([link.id]);
    // Another component's list does not show it.
    const footerLinks = await call(t.app, 'GET', '/api/admin/global-components/footer/preview-links', staff.viewer);
    expect(PreviewLinkListSchema.parse(footerLinks.json()).items).toEqual([]);

    clock = new Date(clock.getTime() + 24 * 60 * 60 * 1000 + 1000);
    expect((await t.app.inject(`/api/public/preview/${secret}`)).statusCode).toBe(410);
    const second = CreatedPreviewLinkSchema.parse(
      (await versionedCall(t.app, 'POST', `${url}/preview-links`, staff.editor, { days: 3 })).json(),
    );
    const revoked = await versionedCall(t.app, 'DELETE', `${url}/preview-links/${second.id}`, staff.editor);
    expect(revoked.statusCode).toBe(204);
    const gone = await t.app.inject(`/api/public/preview/${second.path.split('/').at(-1) ?? ''}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ error: previewMessages.linkNotFound });
  });
});

describe('a page renamed while the header has a draft', () => {
  it('moves the draft’s links too, so publishing it later does not bring the old address back', async () => {
    const { content } = await readHeader();
    const draft = JSON.stringify(content).replaceAll('"/contact"', '"/digital-transformation"');
    const saved = await versionedCall(t.app, 'PUT', url, staff.editor, { content: JSON.parse(draft) as unknown });
    expect(saved.statusCode, saved.body).toBe(200);
    const renamed = await renamePage(t.app, staff.editor, 'digital-transformation', 'digital-change');
    expect(renamed.json<{ rename: { rewrittenLinks: { document: string }[] } }>().rename.rewrittenLinks).toContainEqual(
      expect.objectContaining({ document: 'Header (draft)', to: '/digital-change' }),
    );
    const working = JSON.stringify((await readHeader()).content);
    expect(working).toContain('"/digital-change"');
    expect(working).not.toContain('"/digital-transformation"');
  });
});

describe('a picture only the header’s draft shows', () => {
  async function sendPicture(method: 'POST' | 'PUT', url: string, fields: Record<string, string>, width: number) {
    const bytes = await samplePicture(width, 100);
    const form = await multipart(fields, { field: 'file', name: 'New logo.png', type: 'image/png', bytes });
    const response = await t.app.inject({ method, url, ...form, headers: { ...staff.editor, ...form.headers } });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return MediaItemSchema.parse(response.json());
  }

  it('is in use (not deletable), and a replaced file moves the draft to its new address', async () => {
    const logo = await sendPicture('POST', '/api/admin/media', { alt: 'New logo' }, 400);
    const content = HeaderConfigSchema.parse((await readHeader()).content);
    const saved = await versionedCall(t.app, 'PUT', url, staff.editor, {
      content: { ...content, logoLight: logo.url },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const listed = MediaItemSchema.parse(
      (await call(t.app, 'GET', `/api/admin/media/${logo.id}`, staff.viewer)).json(),
    );
    expect(listed.usedOn.map((usage) => usage.title)).toEqual(['Header']);
    expect((await call(t.app, 'DELETE', `/api/admin/media/${logo.id}`, staff.editor)).statusCode).toBe(409);

    const replaced = await sendPicture('PUT', `/api/admin/media/${logo.id}`, {}, 500);
    expect(replaced.url).not.toBe(logo.url);
    expect(HeaderConfigSchema.parse((await readHeader()).content).logoLight).toBe(replaced.url);
  });
});
