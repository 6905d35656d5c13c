import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AdminPageSchema, AdminSubpageSchema } from '../../../contract/admin/admin-pages';
import { RevisionListSchema } from '../../../contract/admin/revisions';
import { PublicPageSchema } from '../../../contract/pages';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import type { Staff } from './admin.test-support';
import { call, pageIdBySlug, signInStaff, versionedCall } from './admin.test-support';

let t: TestApp;
let staff: Staff;
beforeEach(async () => {
  t = await createTestApp();
  staff = await signInStaff(t.app);
});
afterEach(() => t.close());

const faq = (title: string, answer: string) => ({ title, items: [{ question: `${title}?`, answer }] });
const text = (title: string) => [{ title, description: `About ${title.toLowerCase()}.` }];
/** Two FAQ blocks and two text blocks, interleaved: a page the keyed content could not hold. */
const chosenOrder = [
  { type: 'sections', data: text('Scope') },
  { type: 'faq', data: faq('General questions', 'Within the hour.') },
  { type: 'sections', data: text('Approach') },
  { type: 'faq', data: faq('Pricing questions', 'A fixed retainer fee.') },
];
const page = { title: 'Retainer', slug: 'retainer', description: '', status: 'published', blocks: chosenOrder };

const fieldsOf = (response: { json: <T>() => T }) => response.json<{ fields: Record<string, string> }>().fields;
const readPage = async (id: number) =>
  AdminPageSchema.parse((await call(t.app, 'GET', `/api/admin/pages/${id}`, staff.viewer)).json());
const publicPage = async (slug: string) =>
  PublicPageSchema.parse((await t.app.inject(`/api/public/pages/${slug}`)).json());
const create = (payload: unknown) => call(t.app, 'POST', '/api/admin/pages', staff.editor, payload);
const put = (id: number, payload: unknown) =>
  versionedCall(t.app, 'PUT', `/api/admin/pages/${id}`, staff.editor, payload);
const idsOf = (blocks: readonly { id: string }[]) => blocks.map((block) => block.id);

describe('a page as blocks', () => {
  it('round-trips two FAQ and two text blocks in the order sent, in the admin and the public answer', async () => {
    const created = await create(page);
    expect(created.statusCode, created.body).toBe(201);
    const stored = AdminPageSchema.parse(created.json());
    expect(stored.blocks).toEqual(chosenOrder.map((block) => ({ id: expect.any(String), ...block })));
    expect((await readPage(stored.id)).blocks).toEqual(stored.blocks);

    const answer = await publicPage('retainer');
    expect(answer.blocks).toEqual(stored.blocks);
    // The spec's keyed view: the first block of each name.
    expect(answer.content).toEqual({ sections: text('Scope'), faq: faq('General questions', 'Within the hour.') });
  });

  it('gives new blocks ids, and keeps them through moves, draft saves, publishing and restore', async () => {
    const created = AdminPageSchema.parse((await create(page)).json());
    const ids = idsOf(created.blocks);
    expect(ids.every((id) => /^[A-Za-z0-9_-]{12}$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(4);

    // Moving the last block to the top: the same blocks, with the same ids, in the new order.
    const [a, b, c, d] = created.blocks;
    const moved = await put(created.id, { ...page, blocks: [d, a, b, c] });
    expect(moved.statusCode, moved.body).toBe(200);
    const afterMove = AdminPageSchema.parse(moved.json()).blocks;
    expect(afterMove).toEqual([d, a, b, c]);
    expect(idsOf((await publicPage('retainer')).blocks)).toEqual(idsOf([d, a, b, c]));

    // A draft of the live page adds a block: the others keep their ids, the new one gets its own.
    const added = { type: 'intro', data: { title: 'Hello', description: 'A new opening.' } };
    const drafted = await put(created.id, { ...page, status: 'draft', blocks: [added, ...afterMove] });
    const draftBlocks = AdminPageSchema.parse(drafted.json()).blocks;
    expect(idsOf(draftBlocks.slice(1))).toEqual(idsOf(afterMove));
    expect(draftBlocks[0]).toEqual({ id: expect.stringMatching(/^[A-Za-z0-9_-]{12}$/), ...added });
    expect(ids).not.toContain(draftBlocks[0]?.id);
    expect(idsOf((await publicPage('retainer')).blocks)).toEqual(idsOf(afterMove));

    const published = await versionedCall(t.app, 'POST', `/api/admin/pages/${created.id}/publish`, staff.editor);
    expect(published.statusCode, published.body).toBe(200);
    expect((await publicPage('retainer')).blocks).toEqual(draftBlocks);

    // Back to the version as created (the oldest revision): its blocks come back with their ids.
    const list = RevisionListSchema.parse(
      (await call(t.app, 'GET', `/api/admin/pages/${created.id}/revisions`, staff.viewer)).json(),
    );
    const oldest = list.items.at(-1);
    const restored = await versionedCall(
      t.app,
      'POST',
      `/api/admin/pages/${created.id}/revisions/${oldest?.id ?? 0}/restore`,
      staff.editor,
    );
    expect(restored.statusCode, restored.body).toBe(200);
    expect(AdminPageSchema.parse(restored.json()).blocks).toEqual(created.blocks);
  });

  it('keeps an id a write gives a block, when it is well-formed and unique in the list', async () => {
    const created = AdminPageSchema.parse(
      (await create({ ...page, blocks: [{ id: 'my-block_1', ...chosenOrder[0] }, ...chosenOrder.slice(1)] })).json(),
    );
    expect(created.blocks[0]?.id).toBe('my-block_1');
  });

  it('refuses two blocks with one id, naming blocks', async () => {
    const created = AdminPageSchema.parse((await create(page)).json());
    const [first, second] = created.blocks;
    const response = await put(created.id, { ...page, blocks: [first, { ...second, id: first?.id }] });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual({ blocks: 'Each block needs its own id' });
  });

  it('refuses a malformed id, a wrong field and an unknown type, naming the block', async () => {
    const id = await pageIdBySlug(t.app, 'learning');
    const { blocks: _blocks, ...rest } = page;
    const withBlock = (block: unknown) => ({ ...rest, slug: 'learning', blocks: [...chosenOrder, block] });

    const badId = await put(id, withBlock({ ...chosenOrder[0], id: 'no spaces' }));
    expect(badId.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(badId))).toEqual(['blocks.4.id']);

    const wrongField = await put(id, withBlock({ type: 'faq', data: { title: 'Questions', items: 'none' } }));
    expect(wrongField.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(wrongField))).toEqual(['blocks.4.data.items']);

    const unknownType = await put(id, withBlock({ type: 'sidebar', data: {} }));
    expect(unknownType.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(unknownType))).toEqual(['blocks.4.type']);
  });

  it('keeps a subpage’s blocks in the order sent, each with an id', async () => {
    const pageId = await pageIdBySlug(t.app, 'services');
    const response = await call(t.app, 'POST', `/api/admin/pages/${pageId}/subpages`, staff.editor, page);
    expect(response.statusCode, response.body).toBe(201);
    const subpage = AdminSubpageSchema.parse(response.json());
    expect(subpage.blocks).toEqual(chosenOrder.map((block) => ({ id: expect.any(String), ...block })));
    const answer = await t.app.inject('/api/public/subpages/services/retainer');
    expect(answer.json<{ blocks: unknown }>().blocks).toEqual(subpage.blocks);
  });
});
