import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminPage } from '../../../contract/admin/admin-pages';
import { AdminPageSchema, AdminSubpageSchema } from '../../../contract/admin/admin-pages';
import { adminMessages } from '../../../contract/admin/admin-messages';
import { EditConflictBodySchema, versionETag } from '../../../contract/admin/edit-versions';
import { PublicPageSchema } from '../../../contract/pages';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import type { Staff } from './admin.test-support';
import { call, pageIdBySlug, signInStaff } from './admin.test-support';

let t: TestApp;
let staff: Staff;
beforeEach(async () => {
  t = await createTestApp();
  staff = await signInStaff(t.app);
});
afterEach(() => t.close());

const faq = (title: string, answer: string) => ({ title, items: [{ question: `${title}?`, answer }] });
const text = (title: string) => [{ title, description: `About ${title.toLowerCase()}.` }];
const page = {
  title: 'Retainer',
  slug: 'retainer',
  description: 'On call.',
  status: 'published',
  blocks: [
    { type: 'sections', data: text('Scope') },
    { type: 'faq', data: faq('General questions', 'Within the hour.') },
    { type: 'faq', data: faq('Pricing questions', 'A fixed fee.') },
  ],
};
type Doc = Pick<AdminPage, 'title' | 'slug' | 'description' | 'status' | 'blocks'>;
type Opened = Doc & Pick<AdminPage, 'version'>;

/** Both editors open the page at one version; the admin ("they") saves first, the editor from the old version. */
async function openedTwice(url = '/api/admin/pages'): Promise<{ url: string; opened: Opened }> {
  const created = await call(t.app, 'POST', url, staff.editor, page);
  expect(created.statusCode, created.body).toBe(201);
  const { id } = created.json<{ id: number }>();
  const isPage = url === '/api/admin/pages';
  const itemUrl = isPage ? `${url}/${id}` : `/api/admin/subpages/${id}`;
  const answer = (await call(t.app, 'GET', itemUrl, staff.editor)).json();
  return { url: itemUrl, opened: isPage ? AdminPageSchema.parse(answer) : AdminSubpageSchema.parse(answer) };
}

const writeOf = ({ title, slug, description, status, blocks }: Doc) => ({ title, slug, description, status, blocks });
const saveFrom = (url: string, opened: Opened, who: keyof Staff, doc: Doc) =>
  call(
    t.app,
    'PUT',
    url,
    { ...staff[who === 'ids' ? 'editor' : who], 'if-match': versionETag(opened.version) },
    writeOf(doc),
  );
const withBlock = (doc: Doc, index: number, data: unknown): Doc => ({
  ...doc,
  blocks: doc.blocks.map((block, at) => (at === index ? { ...block, data } : block)),
});
const read = async (url: string) => AdminPageSchema.parse((await call(t.app, 'GET', url, staff.viewer)).json());

describe('a save from an older version', () => {
  it('merges with a save of another block: 200, both edits kept, and says whose version it joined', async () => {
    const { url, opened } = await openedTwice();
    const theirs = await saveFrom(url, opened, 'admin', withBlock(opened, 1, faq('General questions', 'Theirs.')));
    expect(theirs.statusCode, theirs.body).toBe(200);
    const mine = await saveFrom(url, opened, 'editor', withBlock(opened, 2, faq('Pricing questions', 'Mine.')));
    expect(mine.statusCode, mine.body).toBe(200);
    const merged = AdminPageSchema.parse(mine.json());
    expect(merged.blocks).toEqual([
      opened.blocks[0],
      { ...opened.blocks[1], data: faq('General questions', 'Theirs.') },
      { ...opened.blocks[2], data: faq('Pricing questions', 'Mine.') },
    ]);
    expect(merged.merged).toMatchObject({
      version: opened.version + 1,
      updatedBy: { id: staff.ids.admin, displayName: 'Site Administrator' },
    });
    expect(merged.version).toBe(opened.version + 2);
    expect(mine.headers.etag).toBe(versionETag(merged.version));
    expect((await read(url)).blocks).toEqual(merged.blocks);
    const live = PublicPageSchema.parse((await t.app.inject('/api/public/pages/retainer')).json());
    expect(live.blocks).toEqual(merged.blocks);
  });

  it('merges a move of a block with their edit of it, and different page fields', async () => {
    const { url, opened } = await openedTwice();
    const edited = withBlock(opened, 2, faq('Pricing questions', 'Theirs.'));
    expect((await saveFrom(url, opened, 'admin', { ...edited, title: 'Their title' })).statusCode).toBe(200);
    const [scope, general, pricing] = opened.blocks;
    const moved = { ...opened, description: 'My description.', blocks: [pricing, scope, general] } as Doc;
    const mine = await saveFrom(url, opened, 'editor', moved);
    expect(mine.statusCode, mine.body).toBe(200);
    const merged = AdminPageSchema.parse(mine.json());
    expect(merged).toMatchObject({ title: 'Their title', description: 'My description.' });
    expect(merged.blocks).toEqual([edited.blocks[2], scope, general]);
  });

  it('merges blocks added and removed on both sides, new ones given ids', async () => {
    const { url, opened } = await openedTwice();
    const [scope, general, pricing] = opened.blocks;
    const theirAdd = { type: 'sections', data: text('Theirs') };
    expect(
      (await saveFrom(url, opened, 'admin', { ...opened, blocks: [scope, general, theirAdd] } as Doc)).statusCode,
    ).toBe(200);
    const myAdd = { type: 'sections', data: text('Mine') };
    const mine = await saveFrom(url, opened, 'editor', { ...opened, blocks: [myAdd, general, pricing] } as Doc);
    expect(mine.statusCode, mine.body).toBe(200);
    const blocks = AdminPageSchema.parse(mine.json()).blocks;
    // They removed pricing and added one at the end; I removed scope and added one at the top.
    expect(blocks.map((block) => block.data)).toEqual([text('Mine'), general?.data, text('Theirs')]);
    expect(new Set(blocks.map((block) => block.id)).size).toBe(3);
  });

  it('refuses the same block changed on both sides with 412 naming the block, and changes nothing', async () => {
    const { url, opened } = await openedTwice();
    const theirs = await saveFrom(url, opened, 'admin', withBlock(opened, 2, faq('Pricing questions', 'Theirs.')));
    const afterTheirs = AdminPageSchema.parse(theirs.json());
    const mine = await saveFrom(url, opened, 'editor', {
      ...withBlock(opened, 2, faq('Pricing questions', 'Mine.')),
      description: 'Mine, which would merge.',
    });
    expect(mine.statusCode).toBe(412);
    expect(mine.headers.etag).toBe(versionETag(afterTheirs.version));
    const label = 'Frequently asked questions “Pricing questions”';
    expect(EditConflictBodySchema.parse(mine.json())).toEqual({
      error: adminMessages.editClash([label]),
      current: { version: afterTheirs.version, updatedAt: afterTheirs.updatedAt, updatedBy: afterTheirs.updatedBy },
      clashes: {
        fields: [],
        blocks: [
          { id: opened.blocks[2]?.id, label, anchor: 'faq-pricing-questions', mine: 'changed', theirs: 'changed' },
        ],
      },
    });
    expect(await read(url)).toEqual(afterTheirs);
  });

  it('refuses a page field changed on both sides with 412 naming the field', async () => {
    const { url, opened } = await openedTwice();
    expect((await saveFrom(url, opened, 'admin', { ...opened, title: 'Theirs' })).statusCode).toBe(200);
    const mine = await saveFrom(url, opened, 'editor', { ...opened, title: 'Mine' });
    expect(mine.statusCode).toBe(412);
    const body = EditConflictBodySchema.parse(mine.json());
    expect(body.clashes).toEqual({ fields: [{ field: 'title', label: 'Title' }], blocks: [] });
    expect(body.error).toBe(adminMessages.editClash(['Title']));
  });

  it('refuses removing a block the other side changed, naming it', async () => {
    const { url, opened } = await openedTwice();
    expect((await saveFrom(url, opened, 'admin', withBlock(opened, 0, text('Scope, theirs')))).statusCode).toBe(200);
    const mine = await saveFrom(url, opened, 'editor', { ...opened, blocks: opened.blocks.slice(1) });
    expect(mine.statusCode).toBe(412);
    expect(EditConflictBodySchema.parse(mine.json()).clashes?.blocks).toEqual([
      {
        id: opened.blocks[0]?.id,
        label: 'Text blocks “Scope, theirs”',
        anchor: 'sections',
        mine: 'removed',
        theirs: 'changed',
      },
    ]);
  });

  it('merges a stale draft save into the draft, and a stale publish into the live page', async () => {
    const { url, opened } = await openedTwice();
    const draft = { ...withBlock(opened, 1, faq('General questions', 'Their draft.')), status: 'draft' } as Doc;
    expect((await saveFrom(url, opened, 'admin', draft)).statusCode).toBe(200);
    const myDraft = { ...withBlock(opened, 2, faq('Pricing questions', 'My draft.')), status: 'draft' } as Doc;
    const drafted = await saveFrom(url, opened, 'editor', myDraft);
    expect(drafted.statusCode, drafted.body).toBe(200);
    expect(AdminPageSchema.parse(drafted.json())).toMatchObject({ publication: 'draft-pending' });
    const live = async () => PublicPageSchema.parse((await t.app.inject('/api/public/pages/retainer')).json()).blocks;
    expect(await live()).toEqual(opened.blocks);

    // Publishing from the version before both drafts: their draft and mine go live together with my new edit.
    const publish = { ...withBlock(opened, 0, text('Scope, published')), status: 'published' } as Doc;
    const published = await saveFrom(url, opened, 'editor', publish);
    expect(published.statusCode, published.body).toBe(200);
    expect(AdminPageSchema.parse(published.json())).toMatchObject({ publication: 'published' });
    expect((await live()).map((block) => block.data)).toEqual([
      text('Scope, published'),
      faq('General questions', 'Their draft.'),
      faq('Pricing questions', 'My draft.'),
    ]);
  });

  it('merges across a change of publish time, which bumps the version without keeping a revision', async () => {
    const { url, opened } = await openedTwice();
    const schedule = { ...staff.admin, 'if-match': versionETag(opened.version) };
    const scheduled = await call(t.app, 'PUT', `${url}/schedule`, schedule, { publishAt: '2099-01-01T00:00:00.000Z' });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    // Version 1 has no revision of its own now: the one kept for version 2 holds what both held.
    const rescheduled = { ...opened, version: opened.version + 1 };
    const theirs = await saveFrom(url, rescheduled, 'admin', withBlock(opened, 2, faq('Pricing questions', 'Theirs.')));
    expect(theirs.statusCode, theirs.body).toBe(200);
    const mine = await saveFrom(url, opened, 'editor', withBlock(opened, 1, faq('General questions', 'Mine.')));
    expect(mine.statusCode, mine.body).toBe(200);
    expect(AdminPageSchema.parse(mine.json()).blocks.map((block) => block.data)).toEqual([
      text('Scope'),
      faq('General questions', 'Mine.'),
      faq('Pricing questions', 'Theirs.'),
    ]);
  });

  it('does not take a block sent back untouched for a change because the stored copy predates trimming', async () => {
    const { url, opened } = await openedTwice();
    // As a migration or an older schema stored it: untrimmed, which every write's schema would have trimmed.
    const untrimmed = withBlock(opened, 2, faq('Pricing questions', '  A fixed fee.  '));
    const id = Number(url.split('/').at(-1));
    await t.app.db
      .updateTable('pages')
      .set({ content: JSON.stringify(untrimmed.blocks) })
      .where('id', '=', id)
      .execute();
    const reopened = await read(url);
    expect(
      (await saveFrom(url, reopened, 'admin', withBlock(reopened, 2, faq('Pricing questions', 'Theirs.')))).statusCode,
    ).toBe(200);
    const mine = await saveFrom(url, reopened, 'editor', withBlock(reopened, 0, text('Scope, mine')));
    expect(mine.statusCode, mine.body).toBe(200);
    expect(AdminPageSchema.parse(mine.json()).blocks.map((block) => block.data)).toEqual([
      text('Scope, mine'),
      faq('General questions', 'Within the hour.'),
      faq('Pricing questions', 'Theirs.'),
    ]);
  });

  it('stays refused, without clashes, when the version it names is no longer known', async () => {
    const { url, opened } = await openedTwice();
    expect((await saveFrom(url, opened, 'admin', { ...opened, title: 'Theirs' })).statusCode).toBe(200);
    // As a revision kept before revisions recorded their version.
    await t.app.db.updateTable('revisions').set({ version: null }).execute();
    const mine = await saveFrom(url, opened, 'editor', { ...opened, description: 'Mine.' });
    expect(mine.statusCode).toBe(412);
    expect(EditConflictBodySchema.parse(mine.json())).not.toHaveProperty('clashes');
    const ahead = await call(
      t.app,
      'PUT',
      url,
      { ...staff.editor, 'if-match': versionETag(opened.version + 5) },
      writeOf(opened),
    );
    expect(ahead.statusCode).toBe(412);
  });

  it('merges a subpage the same way', async () => {
    const servicesId = await pageIdBySlug(t.app, 'services');
    const { url, opened } = await openedTwice(`/api/admin/pages/${servicesId}/subpages`);
    expect((await saveFrom(url, opened, 'admin', { ...opened, title: 'Their title' })).statusCode).toBe(200);
    const mine = await saveFrom(url, opened, 'editor', withBlock(opened, 0, text('Mine')));
    expect(mine.statusCode, mine.body).toBe(200);
    expect(AdminSubpageSchema.parse(mine.json())).toMatchObject({ title: 'Their title', merged: { version: 2 } });
  });
});
