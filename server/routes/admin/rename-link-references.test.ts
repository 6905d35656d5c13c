import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminPage } from '../../../contract/admin/admin-pages';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import type { Staff } from './admin.test-support';
import { call, pageIdBySlug, readETag, signInStaff, versionedCall } from './admin.test-support';
import { renamePage } from './redirects.test-support';

let t: TestApp;
let staff: Staff;

beforeEach(async () => {
  t = await createTestApp();
  staff = await signInStaff(t.app);
});
afterEach(async () => {
  await t.close();
});

const linking = (to: string) => [
  { id: 'intro-block', type: 'intro', data: { title: 'See', description: `Read [the plan](${to}#steps) first.` } },
];

/** Learning, saved through the API with a link to `to`: its references are what the save recorded. */
async function saveLearningLinkingTo(to: string): Promise<number> {
  const id = await pageIdBySlug(t.app, 'learning');
  const page = (await call(t.app, 'GET', `/api/admin/pages/${id}`, staff.editor)).json<AdminPage>();
  const { title, slug, description, status } = page;
  const payload = { title, slug, description, status, blocks: linking(to) };
  const saved = await versionedCall(t.app, 'PUT', `/api/admin/pages/${id}`, staff.editor, payload);
  expect(saved.statusCode, saved.body).toBe(200);
  return id;
}

async function introOf(id: number): Promise<unknown> {
  const page = (await call(t.app, 'GET', `/api/admin/pages/${id}`, staff.editor)).json<AdminPage>();
  return page.blocks.find((block) => block.id === 'intro-block')?.data;
}

describe('a rename finds the links to rewrite in link_references (migration 0028)', () => {
  it('rewrites the pages that link to the old address, and a second rename finds them by their new links', async () => {
    const learning = await saveLearningLinkingTo('/digital-transformation');

    const first = (await renamePage(t.app, staff.editor, 'digital-transformation', 'digital-change')).json<AdminPage>();
    expect(first.rename?.rewrittenLinks).toContainEqual({
      document: 'Page "Learning"',
      from: '/digital-transformation#steps',
      to: '/digital-change#steps',
    });
    // The rewrite records what the page links to now, so the next rename of the same page finds it again.
    const second = (await renamePage(t.app, staff.editor, 'digital-change', 'digital-future')).json<AdminPage>();
    expect(second.rename?.rewrittenLinks).toContainEqual({
      document: 'Page "Learning"',
      from: '/digital-change#steps',
      to: '/digital-future#steps',
    });
    expect(await introOf(learning)).toEqual(linking('/digital-future')[0]?.data);
    const paths = await t.app.db
      .selectFrom('link_references')
      .select('path')
      .where('source_type', '=', 'page')
      .where('source_key', '=', String(learning))
      .execute();
    expect(paths.map((row) => row.path)).toEqual(['/digital-future']);
  });

  it('moves the rewritten page’s version: an editor who had it open is told, and their save keeps the new link', async () => {
    const learning = await saveLearningLinkingTo('/digital-transformation');
    const url = `/api/admin/pages/${learning}`;
    const opened = (await call(t.app, 'GET', url, staff.editor)).json<AdminPage>();
    const openedETag = await readETag(t.app, url, staff.editor);

    await renamePage(t.app, staff.editor, 'digital-transformation', 'digital-change');

    const now = (await call(t.app, 'GET', url, staff.editor)).json<AdminPage>();
    expect(now.version).toBe(opened.version + 1);
    expect(await readETag(t.app, url, staff.editor)).not.toBe(openedETag);
    // The editor's save names the version they opened, with the old link in blocks they did not touch.
    const { slug, description, status, blocks } = opened;
    const save = await call(
      t.app,
      'PUT',
      url,
      { ...staff.editor, 'if-match': openedETag ?? '' },
      {
        title: 'Learning, retitled',
        slug,
        description,
        status,
        blocks,
      },
    );
    expect(save.statusCode, save.body).toBe(200);
    expect(save.json<AdminPage & { merged?: { version: number } }>().merged?.version).toBe(now.version);
    expect(await introOf(learning)).toEqual(linking('/digital-change')[0]?.data);
  });
});
