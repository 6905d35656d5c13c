import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EditConflictBodySchema } from '../../../contract/admin/edit-versions';
import { AdminGlobalComponentSchema } from '../../../contract/admin/admin-global-components';
import { AdminPageSchema, AdminSubpageSchema } from '../../../contract/admin/admin-pages';
import { adminMessages } from '../../../contract/admin/admin-messages';
import { PageSnapshotSchema, RevisionListSchema } from '../../../contract/admin/revisions';
import { defaultCtaContent } from '../../../contract/global-components/default-cta-content';
import { revisionsKeptPerEntity } from '../../repositories/admin/revisions-repository';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import type { Staff } from './admin.test-support';
import { call, newPage, readETag, signInStaff, versionedCall } from './admin.test-support';

let t: TestApp;
let staff: Staff;
beforeEach(async () => {
  t = await createTestApp();
  staff = await signInStaff(t.app);
});
afterEach(() => t.close());

const revisions = async (path: string, query = '') =>
  RevisionListSchema.parse((await call(t.app, 'GET', `/api/admin/${path}/revisions${query}`, staff.viewer)).json());
const restore = (path: string, revisionId: number) =>
  versionedCall(t.app, 'POST', `/api/admin/${path}/revisions/${revisionId}/restore`, staff.editor);

async function pageWithTwoSaves() {
  const created = AdminPageSchema.parse((await call(t.app, 'POST', '/api/admin/pages', staff.editor, newPage)).json());
  const path = `pages/${created.id}`;
  await versionedCall(t.app, 'PUT', `/api/admin/${path}`, staff.editor, {
    ...newPage,
    title: 'Second',
    slug: 'incident-help',
  });
  await versionedCall(t.app, 'PUT', `/api/admin/${path}`, staff.admin, {
    ...newPage,
    title: 'Third',
    slug: 'incident-help',
    status: 'published',
  });
  return { id: created.id, path };
}

describe('page revisions', () => {
  it('lets exactly one of two saves from the same version win, keeping the version it replaced once', async () => {
    const created = AdminPageSchema.parse(
      (await call(t.app, 'POST', '/api/admin/pages', staff.editor, newPage)).json(),
    );
    const path = `pages/${created.id}`;
    const base = { ...staff.editor, 'if-match': (await readETag(t.app, `/api/admin/${path}`, staff.editor)) ?? '' };
    // On PostgreSQL the two transactions truly overlap; on SQLite they queue. Either way one must lose.
    const saves = await Promise.all(
      ['Second', 'Third'].map((title) => call(t.app, 'PUT', `/api/admin/${path}`, base, { ...newPage, title })),
    );
    expect(saves.map((save) => save.statusCode).sort()).toEqual([200, 412]);
    const winner = AdminPageSchema.parse(saves.find((save) => save.statusCode === 200)?.json());
    const loser = EditConflictBodySchema.parse(saves.find((save) => save.statusCode === 412)?.json());
    expect(loser.current).toMatchObject({ version: winner.version, updatedBy: { id: staff.ids.editor } });
    const titles = (await revisions(path)).items.map((revision) => PageSnapshotSchema.parse(revision.snapshot).title);
    expect(titles).toEqual([newPage.title]);
    const current = AdminPageSchema.parse((await call(t.app, 'GET', `/api/admin/${path}`, staff.viewer)).json());
    expect(current.title).toBe(winner.title);
  });

  it('keeps the previous version on every save, newest first, with who replaced it', async () => {
    const { path } = await pageWithTwoSaves();
    const list = await revisions(path);
    expect(list.total).toBe(2);
    const [newest, oldest] = list.items.map((revision) => ({
      ...revision,
      snapshot: PageSnapshotSchema.parse(revision.snapshot),
    }));
    expect(newest?.snapshot).toMatchObject({
      title: 'Second',
      slug: 'incident-help',
      status: 'draft',
      updatedBy: staff.ids.editor,
    });
    expect(newest?.createdBy).toEqual({ id: staff.ids.admin, displayName: 'Site Administrator' });
    expect(oldest?.snapshot).toMatchObject({ title: newPage.title, slug: newPage.slug, blocks: newPage.blocks });
    expect((await revisions(path, '?pageSize=1&page=2')).items.map((revision) => revision.id)).toEqual([oldest?.id]);
  });

  it(`keeps the newest ${revisionsKeptPerEntity} revisions of a page and drops older ones`, async () => {
    const { path } = await pageWithTwoSaves();
    const other = AdminPageSchema.parse(
      (await call(t.app, 'POST', '/api/admin/pages', staff.editor, { ...newPage, slug: 'other-page' })).json(),
    );
    await versionedCall(t.app, 'PUT', `/api/admin/pages/${other.id}`, staff.editor, { ...newPage, slug: 'other-page' });
    for (let save = 1; save <= revisionsKeptPerEntity; save += 1) {
      const response = await versionedCall(t.app, 'PUT', `/api/admin/${path}`, staff.editor, {
        ...newPage,
        title: `Save ${save}`,
        slug: 'incident-help',
      });
      expect(response.statusCode).toBe(200);
    }
    const list = await revisions(path, '?pageSize=100');
    expect(list.total).toBe(revisionsKeptPerEntity);
    const titles = list.items.map((revision) => PageSnapshotSchema.parse(revision.snapshot).title);
    // 102 saves kept 102 earlier versions: the first two (the created page and "Second") are gone.
    expect(titles[0]).toBe(`Save ${revisionsKeptPerEntity - 1}`);
    expect(titles.at(-1)).toBe('Third');
    // Pruning is per page: the other page keeps its one revision.
    expect((await revisions(`pages/${other.id}`)).total).toBe(1);
  });

  it('restores a revision into the draft, keeping the current version so the restore can be undone', async () => {
    const { path } = await pageWithTwoSaves();
    const oldest = (await revisions(path)).items[1];
    const restored = await restore(path, oldest?.id ?? 0);
    expect(restored.statusCode).toBe(200);
    expect(AdminPageSchema.parse(restored.json())).toMatchObject({
      title: newPage.title,
      slug: newPage.slug,
      status: 'published',
      publication: 'draft-pending',
      liveSlug: 'incident-help',
      blocks: newPage.blocks,
      updatedBy: { id: staff.ids.editor },
    });
    // Into the draft (issue 14 §2): the live page is untouched until someone publishes the restored text, and
    // that publish renames it back, leaving a redirect from the address it had (issue 14 §3).
    expect((await t.app.inject('/api/public/pages/incident-help')).json()).toMatchObject({ title: 'Third' });
    const published = await versionedCall(t.app, 'POST', `/api/admin/${path}/publish`, staff.editor);
    expect(published.statusCode).toBe(200);
    expect((await t.app.inject('/api/public/pages/incident-help')).json()).toEqual({ redirect: '/incident-response' });

    const afterRestore = await revisions(path);
    expect(afterRestore.total).toBe(4);
    const third = afterRestore.items.find((revision) => PageSnapshotSchema.parse(revision.snapshot).title === 'Third');
    const undo = await restore(path, third?.id ?? 0);
    expect(AdminPageSchema.parse(undo.json())).toMatchObject({
      title: 'Third',
      slug: 'incident-help',
      publication: 'draft-pending',
    });
    await versionedCall(t.app, 'POST', `/api/admin/${path}/publish`, staff.editor);
    expect((await t.app.inject('/api/public/pages/incident-help')).statusCode).toBe(200);
  });

  it('answers 409 when the revision’s slug has since been taken', async () => {
    const { path } = await pageWithTwoSaves();
    await call(t.app, 'POST', '/api/admin/pages', staff.editor, newPage);
    const oldest = (await revisions(path)).items[1];
    const response = await restore(path, oldest?.id ?? 0);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ fields: { slug: adminMessages.restoredSlugTaken } });
    expect((await revisions(path)).total).toBe(2);
  });

  it('answers 404 for another page’s revision, an unknown revision or page, and 400 for a malformed id', async () => {
    const first = await pageWithTwoSaves();
    const revisionId = (await revisions(first.path)).items[0]?.id ?? 0;
    const other = AdminPageSchema.parse(
      (await call(t.app, 'POST', '/api/admin/pages', staff.editor, { ...newPage, slug: 'other' })).json(),
    );
    const foreign = await restore(`pages/${other.id}`, revisionId);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: adminMessages.revisionNotFound });
    expect((await restore(first.path, 9999)).statusCode).toBe(404);
    expect((await restore('pages/9999', revisionId)).json()).toEqual({ error: 'Page not found' });
    expect((await call(t.app, 'GET', '/api/admin/pages/9999/revisions', staff.viewer)).statusCode).toBe(404);
    expect((await restore(first.path, 0)).json()).toMatchObject({
      fields: { revisionId: 'Must be a positive whole number' },
    });
  });
});

describe('subpage revisions', () => {
  it('keeps and restores subpage versions', async () => {
    const created = AdminSubpageSchema.parse(
      (await call(t.app, 'POST', '/api/admin/pages/4/subpages', staff.editor, newPage)).json(),
    );
    const path = `subpages/${created.id}`;
    await versionedCall(t.app, 'PUT', `/api/admin/${path}`, staff.editor, { ...newPage, title: 'Renamed' });
    const [revision] = (await revisions(path)).items;
    expect(revision?.snapshot).toMatchObject({ title: newPage.title });
    const restored = await restore(path, revision?.id ?? 0);
    expect(AdminSubpageSchema.parse(restored.json()).title).toBe(newPage.title);
    expect((await revisions(path)).total).toBe(2);
  });
});

describe('global component revisions', () => {
  it('keeps and restores component versions', async () => {
    const path = 'global-components/cta';
    await versionedCall(t.app, 'PUT', `/api/admin/${path}`, staff.editor, {
      content: { ...defaultCtaContent, title: 'New title' },
    });
    const [revision] = (await revisions(path)).items;
    expect(revision).toMatchObject({ entityType: 'global-component', entityId: 'cta' });
    expect(revision?.snapshot).toMatchObject({ content: { title: defaultCtaContent.title } });
    const restored = AdminGlobalComponentSchema.parse((await restore(path, revision?.id ?? 0)).json());
    expect(restored.content).toEqual(defaultCtaContent);
    expect((await revisions(path)).total).toBe(2);
    expect((await call(t.app, 'GET', '/api/admin/global-components/nav/revisions', staff.viewer)).statusCode).toBe(404);
  });
});
