import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AdminPageSchema, AdminSubpageSchema } from '../../../contract/admin/admin-pages';
import { adminMessages } from '../../../contract/admin/admin-messages';
import { EditConflictBodySchema, versionETag } from '../../../contract/admin/edit-versions';
import { RevisionListSchema } from '../../../contract/admin/revisions';
import { defaultCtaContent } from '../../../contract/global-components/default-cta-content';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import type { AuthHeaders, Staff } from './admin.test-support';
import { call, newPage, pageIdBySlug, readETag, signInStaff, versionedCall } from './admin.test-support';

let t: TestApp;
let staff: Staff;
beforeEach(async () => {
  t = await createTestApp();
  staff = await signInStaff(t.app);
});
afterEach(() => t.close());

/**
 * One versioned item: where it is read, how it is saved, and the revision its first save left behind. `theirs` and
 * `mine` are two saves from one version that cannot be merged (a page's: both change the title), as a stale save of
 * a page or subpage that can be merged is (`page-merges.test.ts`).
 */
interface Item {
  url: string;
  save: unknown;
  theirs: unknown;
  mine: unknown;
  revisionId: number;
}

async function createdPage(): Promise<Item> {
  const page = AdminPageSchema.parse((await call(t.app, 'POST', '/api/admin/pages', staff.editor, newPage)).json());
  return savedOnce(`/api/admin/pages/${page.id}`, titled('Saved once'), clashingTitles);
}

async function createdSubpage(): Promise<Item> {
  const servicesId = await pageIdBySlug(t.app, 'services');
  const created = await call(t.app, 'POST', `/api/admin/pages/${servicesId}/subpages`, staff.editor, newPage);
  const { id } = AdminSubpageSchema.parse(created.json());
  return savedOnce(`/api/admin/subpages/${id}`, titled('Saved once'), clashingTitles);
}

const ctaItem = () => savedOnce('/api/admin/global-components/cta', { content: defaultCtaContent });

/** Saves the item once (so it has a revision to restore), as an editor holding its ETag would. */
async function savedOnce(url: string, save: unknown, clashing?: { theirs: unknown; mine: unknown }): Promise<Item> {
  expect((await versionedCall(t.app, 'PUT', url, staff.editor, save)).statusCode).toBe(200);
  const revisions = RevisionListSchema.parse((await call(t.app, 'GET', `${url}/revisions`, staff.editor)).json());
  return { url, save, theirs: save, mine: save, ...clashing, revisionId: revisions.items[0]?.id ?? 0 };
}

const titled = (title: string) => ({ ...newPage, title });
const clashingTitles = { theirs: titled('Saved by them'), mine: titled('Saved by me') };

type Write = (item: Item, headers: AuthHeaders) => ReturnType<typeof call>;
const writes: Record<string, Write> = {
  update: (item, headers) => call(t.app, 'PUT', item.url, headers, item.mine),
  'restore a revision': (item, headers) =>
    call(t.app, 'POST', `${item.url}/revisions/${item.revisionId}/restore`, headers),
  delete: (item, headers) => call(t.app, 'DELETE', item.url, headers),
};

const kinds: { kind: string; make: () => Promise<Item>; writes: string[] }[] = [
  { kind: 'page', make: createdPage, writes: ['update', 'restore a revision', 'delete'] },
  { kind: 'subpage', make: createdSubpage, writes: ['update', 'restore a revision', 'delete'] },
  // Global components are never deleted: header, footer and CTA always exist.
  { kind: 'global component', make: ctaItem, writes: ['update', 'restore a revision'] },
];

describe.each(kinds)('optimistic concurrency: $kind', ({ make, writes: names }) => {
  it('answers its version as the ETag, for the read and after a save', async () => {
    const item = await make();
    const read = await call(t.app, 'GET', item.url, staff.viewer);
    const { version } = read.json<{ version: number }>();
    expect(read.headers.etag).toBe(versionETag(version));
    const saved = await call(t.app, 'PUT', item.url, { ...staff.editor, 'if-match': versionETag(version) }, item.save);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ version: version + 1 });
    expect(saved.headers.etag).toBe(versionETag(version + 1));
  });

  it.each(names)('%s: 428 without If-Match (or with *), nothing changed', async (name) => {
    const item = await make();
    const before = await readETag(t.app, item.url, staff.editor);
    for (const headers of [staff.editor, { ...staff.editor, 'if-match': '*' }]) {
      const refused = await writes[name]?.(item, headers);
      expect(refused?.statusCode).toBe(428);
      expect(refused?.json()).toEqual({ error: adminMessages.versionRequired });
    }
    expect(await readETag(t.app, item.url, staff.editor)).toBe(before);
  });

  it.each(names)('%s: 412 from an older version, saying which is current and who saved it', async (name) => {
    const item = await make();
    const old = (await readETag(t.app, item.url, staff.editor)) ?? '';
    // The admin saves meanwhile, so the editor's ETag is one version behind.
    const theirs = await versionedCall(t.app, 'PUT', item.url, staff.admin, item.theirs);
    const current = theirs.json<{ version: number; updatedAt: string }>();
    // A version past the column's range is stale like any other, on PostgreSQL too (it was a 500 there).
    for (const stale of [old, `W/${old}`, '"not-a-version"', '"999999999999999"', '"2147483648"']) {
      const refused = await writes[name]?.(item, { ...staff.editor, 'if-match': stale });
      expect(refused?.statusCode, stale).toBe(412);
      expect(refused?.headers.etag).toBe(versionETag(current.version));
      const body = EditConflictBodySchema.parse(refused?.json());
      expect(body.current).toEqual({
        version: current.version,
        updatedAt: current.updatedAt,
        updatedBy: { id: staff.ids.admin, displayName: 'Site Administrator' },
      });
      // A page's or subpage's save from the version before is merged, and here both changed the title.
      const merged = name === 'update' && stale === old && item.mine !== item.save;
      expect(body.error).toBe(merged ? adminMessages.editClash(['Title']) : adminMessages.editConflict);
      expect(body.clashes).toEqual(merged ? { fields: [{ field: 'title', label: 'Title' }], blocks: [] } : undefined);
    }
    expect(await readETag(t.app, item.url, staff.editor)).toBe(versionETag(current.version));
    const done = await writes[name]?.(item, { ...staff.editor, 'if-match': versionETag(current.version) });
    expect(done?.statusCode).toBe(name === 'delete' ? 204 : 200);
  });

  it('of two saves from the same version that cannot be merged, exactly one wins', async () => {
    const item = await make();
    const base = { ...staff.editor, 'if-match': (await readETag(t.app, item.url, staff.editor)) ?? '' };
    const saves = await Promise.all([
      call(t.app, 'PUT', item.url, base, item.theirs),
      call(t.app, 'PUT', item.url, base, item.mine),
    ]);
    expect(saves.map((save) => save?.statusCode).sort()).toEqual([200, 412]);
  });
});
