import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminPage } from '../../../contract/admin/admin-pages';
import type { TestApp } from '../../test/test-app';
import { recordReferences } from '../../repositories/content-references';
import { createTestApp } from '../../test/test-app';
import type { Staff } from './admin.test-support';
import { call, pageIdBySlug, signInStaff, versionedCall } from './admin.test-support';
import { redirectPairs, renamePage } from './redirects.test-support';

let t: TestApp;
let staff: Staff;
beforeEach(async () => {
  t = await createTestApp();
  staff = await signInStaff(t.app);
});
afterEach(() => t.close());

async function headerText(): Promise<string> {
  const row = await t.app.db
    .selectFrom('global_components')
    .select('content')
    .where('name', '=', 'header')
    .executeTakeFirstOrThrow();
  return row.content;
}

describe('renaming a page', () => {
  it('redirects the old address and moves the header link to it, saying so in the answer', async () => {
    const response = await renamePage(t.app, staff.editor, 'digital-transformation', 'digital-change');
    expect(response.statusCode).toBe(200);
    const page = response.json<AdminPage>();
    expect(page.slug).toBe('digital-change');
    expect(page.rename?.redirects).toEqual([{ source: '/digital-transformation', target: '/digital-change' }]);
    expect(page.rename?.rewrittenLinks).toContainEqual({
      document: 'Header',
      from: '/digital-transformation',
      to: '/digital-change',
    });
    expect(await headerText()).not.toContain('"/digital-transformation"');
    expect(await headerText()).toContain('"/digital-change"');
  });

  it('answers the old address through the public API with the new one, and counts the visit', async () => {
    await renamePage(t.app, staff.editor, 'digital-transformation', 'digital-change');
    const moved = await t.app.inject('/api/public/pages/digital-transformation');
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual({ redirect: '/digital-change' });
    expect(moved.headers['cache-control']).toBe('no-store');
    const list = (await call(t.app, 'GET', '/api/admin/redirects', staff.viewer)).json<{ items: { hits: number }[] }>();
    expect(list.items.map((redirect) => redirect.hits)).toEqual([1]);
  });

  it('collapses chains to one hop, and renaming back drops the redirect from the address taken again', async () => {
    await renamePage(t.app, staff.editor, 'digital-transformation', 'digital-change');
    await renamePage(t.app, staff.editor, 'digital-change', 'digital-future');
    expect(await redirectPairs(t.app, staff.viewer)).toEqual([
      '/digital-change → /digital-future',
      '/digital-transformation → /digital-future',
    ]);
    expect((await renamePage(t.app, staff.editor, 'digital-future', 'digital-transformation')).statusCode).toBe(200);
    expect(await redirectPairs(t.app, staff.viewer)).toEqual([
      '/digital-change → /digital-transformation',
      '/digital-future → /digital-transformation',
    ]);
    const page = await t.app.inject('/api/public/pages/digital-transformation');
    expect(page.json<{ slug: string }>().slug).toBe('digital-transformation');
  });

  it('refuses a reserved slug with the reason, and records nothing', async () => {
    const response = await renamePage(t.app, staff.editor, 'digital-transformation', 'services');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fields: Record<string, string> }>().fields).toEqual({ slug: '"services" is reserved' });
    expect(await redirectPairs(t.app, staff.viewer)).toEqual([]);
  });

  it('carries its subpages along: their old addresses redirect and links to them in pages follow', async () => {
    const pageId = await pageIdBySlug(t.app, 'digital-transformation');
    const created = await call(t.app, 'POST', `/api/admin/pages/${pageId}/subpages`, staff.editor, {
      title: 'Roadmap',
      slug: 'roadmap',
      status: 'published',
    });
    expect(created.statusCode).toBe(201);
    const intro = { title: 'See', description: 'Read [the roadmap](/digital-transformation/roadmap#steps) first.' };
    await t.app.db
      .updateTable('pages')
      .set({ content: JSON.stringify([{ id: 'intro-block', type: 'intro', data: intro }]) })
      .where('slug', '=', 'learning')
      .execute();
    // Written behind the API's back: its references are recorded as every save records them.
    await recordReferences(t.app.db, { type: 'page', id: await pageIdBySlug(t.app, 'learning') });

    const page = (await renamePage(t.app, staff.editor, 'digital-transformation', 'digital-change')).json<AdminPage>();

    expect(page.rename?.redirects).toContainEqual({
      source: '/digital-transformation/roadmap',
      target: '/digital-change/roadmap',
    });
    expect(page.rename?.rewrittenLinks).toContainEqual({
      document: 'Page "Learning"',
      from: '/digital-transformation/roadmap#steps',
      to: '/digital-change/roadmap#steps',
    });
    const learning = await t.app.db
      .selectFrom('pages')
      .select('content')
      .where('slug', '=', 'learning')
      .executeTakeFirstOrThrow();
    // The link moves inside its block, which keeps its id and place.
    expect(JSON.parse(learning.content)).toEqual([
      {
        id: 'intro-block',
        type: 'intro',
        data: { ...intro, description: 'Read [the roadmap](/digital-change/roadmap#steps) first.' },
      },
    ]);
    const moved = await t.app.inject('/api/public/subpages/digital-transformation/roadmap');
    expect(moved.json()).toEqual({ redirect: '/digital-change/roadmap' });
  });

  it('lets a new page take a redirected address, dropping the redirect', async () => {
    await renamePage(t.app, staff.editor, 'digital-transformation', 'digital-change');
    const created = await call(t.app, 'POST', '/api/admin/pages', staff.editor, {
      title: 'Fresh',
      slug: 'digital-transformation',
    });
    expect(created.statusCode).toBe(201);
    expect(await redirectPairs(t.app, staff.viewer)).toEqual([]);
  });
});

describe('renaming a subpage', () => {
  it('redirects its old address under the same page', async () => {
    const subpage = await t.app.db
      .selectFrom('subpages')
      .innerJoin('pages', 'pages.id', 'subpages.page_id')
      .select(['subpages.id', 'subpages.slug', 'subpages.title', 'subpages.content', 'pages.slug as parent'])
      .where('subpages.status', '=', 'published')
      .orderBy('subpages.id')
      .executeTakeFirstOrThrow();
    const response = await versionedCall(t.app, 'PUT', `/api/admin/subpages/${subpage.id}`, staff.editor, {
      title: subpage.title,
      slug: 'renamed-subpage',
      status: 'published',
      blocks: JSON.parse(subpage.content) as unknown,
    });
    expect(response.statusCode).toBe(200);
    const [source, target] = [`/${subpage.parent}/${subpage.slug}`, `/${subpage.parent}/renamed-subpage`];
    expect(await redirectPairs(t.app, staff.viewer)).toEqual([`${source} → ${target}`]);
    const moved = await t.app.inject(`/api/public/subpages/${subpage.parent}/${subpage.slug}`);
    expect(moved.json()).toEqual({ redirect: target });
  });
});

describe('renaming a draft', () => {
  it('leaves no redirect, since its old address never showed anything, but still moves links to it', async () => {
    await t.app.db.updateTable('pages').set({ status: 'draft' }).where('slug', '=', 'digital-transformation').execute();
    const page = (await renamePage(t.app, staff.editor, 'digital-transformation', 'digital-change')).json<AdminPage>();
    expect(page.rename?.address).toEqual({ from: '/digital-transformation', to: '/digital-change' });
    expect(page.rename?.redirects).toEqual([]);
    expect(page.rename?.rewrittenLinks.map((link) => link.document)).toContain('Header');
    expect(await redirectPairs(t.app, staff.viewer)).toEqual([]);
    expect((await t.app.inject('/api/public/pages/digital-transformation')).statusCode).toBe(404);
  });
});

describe('links in rich text', () => {
  const textBlock = (id: string, description: string) => ({
    id,
    type: 'sections',
    data: [{ title: 'Where to read more', description }],
  });

  /** Adds a text block to a page through the editor's save: published at once, or as a live page's pending draft. */
  async function addTextBlock(slug: string, block: ReturnType<typeof textBlock>, status: 'published' | 'draft') {
    const id = await pageIdBySlug(t.app, slug);
    const page = (await call(t.app, 'GET', `/api/admin/pages/${id}`, staff.editor)).json<AdminPage>();
    const { title, description, blocks } = page;
    const response = await versionedCall(t.app, 'PUT', `/api/admin/pages/${id}`, staff.editor, {
      title,
      description,
      slug,
      status,
      blocks: [...blocks, block],
    });
    expect(response.statusCode, response.body).toBe(200);
    return id;
  }

  it("follow a renamed subpage, anchor kept, in live pages and in live pages' pending drafts", async () => {
    await addTextBlock('contact', textBlock('live-text', 'See [the FAQ](/services/cloud-security#faq).'), 'published');
    const companyId = await addTextBlock(
      'company',
      textBlock(
        'draft-text',
        'Questions? [Read these](/services/cloud-security#faq) or [the page](/services/cloud-security).',
      ),
      'draft',
    );
    const subpage = await t.app.db
      .selectFrom('subpages')
      .innerJoin('pages', 'pages.id', 'subpages.page_id')
      .select(['subpages.id', 'subpages.title', 'subpages.content'])
      .where('pages.slug', '=', 'services')
      .where('subpages.slug', '=', 'cloud-security')
      .executeTakeFirstOrThrow();

    const renamed = await versionedCall(t.app, 'PUT', `/api/admin/subpages/${subpage.id}`, staff.editor, {
      title: subpage.title,
      slug: 'cloud-protection',
      status: 'published',
      blocks: JSON.parse(subpage.content) as unknown,
    });

    expect(renamed.statusCode, renamed.body).toBe(200);
    const [from, to] = ['/services/cloud-security', '/services/cloud-protection'];
    expect(renamed.json<AdminPage>().rename?.rewrittenLinks).toEqual(
      expect.arrayContaining([
        { document: 'Page "Contact"', from: `${from}#faq`, to: `${to}#faq` },
        { document: 'Page "Company" (draft)', from: `${from}#faq`, to: `${to}#faq` },
        { document: 'Page "Company" (draft)', from, to },
      ]),
    );
    const live = (await t.app.inject('/api/public/pages/contact')).json<{ blocks: { id: string; data: unknown }[] }>();
    expect(live.blocks.find((block) => block.id === 'live-text')?.data).toEqual([
      { title: 'Where to read more', description: `See [the FAQ](${to}#faq).` },
    ]);
    const draft = (await call(t.app, 'GET', `/api/admin/pages/${companyId}`, staff.editor)).json<AdminPage>();
    expect(draft.publication).toBe('draft-pending');
    expect(draft.blocks.find((block) => block.id === 'draft-text')?.data).toEqual([
      { title: 'Where to read more', description: `Questions? [Read these](${to}#faq) or [the page](${to}).` },
    ]);
    // The new address answers with the page itself, not a redirect.
    const target = await t.app.inject('/api/public/subpages/services/cloud-protection');
    expect(target.json<{ title: string }>().title).toBe('Cloud Security Services');
  });
});
