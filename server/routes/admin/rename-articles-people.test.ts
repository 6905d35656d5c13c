import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminArticle } from '../../../contract/admin/admin-articles';
import { AdminArticleSchema } from '../../../contract/admin/admin-articles';
import type { AdminPage } from '../../../contract/admin/admin-pages';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import type { Staff } from './admin.test-support';
import { call, pageIdBySlug, readETag, signInStaff, versionedCall } from './admin.test-support';
import { redirectPairs, renamePage } from './redirects.test-support';

/*
 * A rename moves the links to the old address in articles (live blocks and a live article's pending draft) and in
 * people's bios too, found through `link_references` as pages' are (issue 33), each a save by the renamer.
 */
let t: TestApp;
let staff: Staff;
beforeEach(async () => {
  t = await createTestApp();
  staff = await signInStaff(t.app);
}, 30_000);
afterEach(() => t.close());

const prose = (id: string, description: string) => ({ id, type: 'intro', data: { title: 'Read on', description } });

async function ok<T extends { statusCode: number; body: string }>(response: Promise<T>, status = 200): Promise<T> {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(status);
  return answer;
}

/** A published article whose live body says `live` and whose pending draft says `draft`. */
async function articleWith(slug: string, live: string, draft?: string): Promise<AdminArticle> {
  const payload = { title: `On ${slug}`, slug, description: '', kind: 'insight', blocks: [prose('body', live)] };
  const created = AdminArticleSchema.parse(
    (await ok(call(t.app, 'POST', '/api/admin/articles', staff.editor, payload), 201)).json(),
  );
  const url = `/api/admin/articles/${created.id}`;
  await ok(versionedCall(t.app, 'POST', `${url}/publish`, staff.editor));
  if (draft !== undefined) {
    const pending = { ...payload, status: 'draft', blocks: [prose('body', draft)] };
    await ok(versionedCall(t.app, 'PUT', url, staff.editor, pending));
  }
  return AdminArticleSchema.parse((await call(t.app, 'GET', url, staff.editor)).json());
}

async function personWith(bio: string): Promise<{ id: number; url: string }> {
  const payload = { slug: 'ada-lovelace', name: 'Ada Lovelace', role: 'Founder', bio };
  const created = await ok(call(t.app, 'POST', '/api/admin/people', staff.editor, payload), 201);
  const id = created.json<{ id: number }>().id;
  return { id, url: `/api/admin/people/${id}` };
}

const liveBody = async (slug: string) =>
  (await t.app.inject(`/api/public/articles/${slug}`)).json<{ blocks: { data: { description: string } }[] }>().blocks[0]
    ?.data.description;
const bioOf = async (url: string) => (await call(t.app, 'GET', url, staff.editor)).json<{ bio: string }>().bio;
const revisionCount = async (url: string) =>
  (await call(t.app, 'GET', `${url}/revisions`, staff.editor)).json<{ items: unknown[] }>().items.length;

describe('a page’s rename, in articles and people', () => {
  it('moves the links in an article’s live body and pending draft and in a bio, and lists each', async () => {
    const article = await articleWith(
      'cloud-notes',
      'See [the service](/digital-transformation#steps).',
      'Draft: [the service](/digital-transformation).',
    );
    const articleUrl = `/api/admin/articles/${article.id}`;
    const person = await personWith('Leads [our transformations](/digital-transformation).');
    const [revisionsBefore, personBefore] = [
      await revisionCount(articleUrl),
      (await call(t.app, 'GET', person.url, staff.editor)).json<{ version: number }>(),
    ];

    const renamed = await ok(renamePage(t.app, staff.editor, 'digital-transformation', 'digital-change'));

    expect(renamed.json<AdminPage>().rename?.rewrittenLinks).toEqual(
      expect.arrayContaining([
        { document: 'Article "On cloud-notes"', from: '/digital-transformation#steps', to: '/digital-change#steps' },
        { document: 'Article "On cloud-notes" (draft)', from: '/digital-transformation', to: '/digital-change' },
        { document: 'Person "Ada Lovelace"', from: '/digital-transformation', to: '/digital-change' },
      ]),
    );
    expect(await liveBody('cloud-notes')).toBe('See [the service](/digital-change#steps).');
    const now = AdminArticleSchema.parse((await call(t.app, 'GET', articleUrl, staff.editor)).json());
    expect(now.blocks[0]?.data).toMatchObject({ description: 'Draft: [the service](/digital-change).' });
    // A save by the renamer: a revision kept and the version moved.
    expect(now.version).toBe(article.version + 1);
    expect(await revisionCount(articleUrl)).toBe(revisionsBefore + 1);
    expect(await bioOf(person.url)).toBe('Leads [our transformations](/digital-change).');
    expect((await call(t.app, 'GET', person.url, staff.editor)).json<{ version: number }>().version).toBe(
      personBefore.version + 1,
    );
  });

  it('tells an editor who had the article or the person open, rather than saving the old link back', async () => {
    const article = await articleWith('cloud-notes', 'See [the service](/digital-transformation).');
    const articleUrl = `/api/admin/articles/${article.id}`;
    const person = await personWith('Leads [our transformations](/digital-transformation).');
    const [articleETag, personETag] = [
      await readETag(t.app, articleUrl, staff.editor),
      await readETag(t.app, person.url, staff.editor),
    ];
    const personOpened = (await call(t.app, 'GET', person.url, staff.editor)).json<Record<string, unknown>>();

    await ok(renamePage(t.app, staff.editor, 'digital-transformation', 'digital-change'));

    // The article merges like a page: the editor's retitle keeps the moved link.
    const { id: _id, ...opened } = article;
    const retitled = { ...opened, status: 'published', title: 'Retitled' };
    const saved = await ok(
      call(t.app, 'PUT', articleUrl, { ...staff.editor, 'if-match': articleETag ?? '' }, retitled),
    );
    expect(saved.json<{ merged?: unknown }>().merged).toBeDefined();
    expect(await liveBody('cloud-notes')).toBe('See [the service](/digital-change).');
    // A person has no merge: the stale save is refused.
    const stale = await call(
      t.app,
      'PUT',
      person.url,
      { ...staff.editor, 'if-match': personETag ?? '' },
      {
        ...personOpened,
        role: 'Chair',
      },
    );
    expect(stale.statusCode).toBe(412);
    expect(await bioOf(person.url)).toBe('Leads [our transformations](/digital-change).');
  });
});

describe('an article’s rename', () => {
  it('redirects its old address and moves the links to it in pages, articles, the footer and bios', async () => {
    const renamed = await articleWith('zero-trust-notes', 'Plain text.');
    const linking = await articleWith('further-reading', 'Read [the notes](/insights/zero-trust-notes).');
    const person = await personWith('Wrote [the notes](/insights/zero-trust-notes#end).');
    const contact = await pageIdBySlug(t.app, 'contact');
    const page = (await call(t.app, 'GET', `/api/admin/pages/${contact}`, staff.editor)).json<AdminPage>();
    const { title, slug, description, blocks } = page;
    const withLink = [...blocks, prose('notes', 'See [our notes](/insights/zero-trust-notes).')];
    const pagePayload = { title, slug, description, status: 'published', blocks: withLink };
    await ok(versionedCall(t.app, 'PUT', `/api/admin/pages/${contact}`, staff.editor, pagePayload));
    const footerUrl = '/api/admin/global-components/footer';
    const footer = (await call(t.app, 'GET', footerUrl, staff.editor)).json<{ content: Record<string, unknown> }>();
    const footerContent = JSON.stringify(footer.content).replaceAll('"/solutions"', '"/insights/zero-trust-notes"');
    expect(footerContent).toContain('/insights/zero-trust-notes');
    const content = JSON.parse(footerContent) as unknown;
    await ok(versionedCall(t.app, 'PUT', footerUrl, staff.editor, { content }));
    await ok(versionedCall(t.app, 'POST', `${footerUrl}/publish`, staff.editor));

    const url = `/api/admin/articles/${renamed.id}`;
    const { id: _id, ...fields } = renamed;
    const answer = await ok(
      versionedCall(t.app, 'PUT', url, staff.editor, { ...fields, status: 'published', slug: 'zero-trust' }),
    );

    const [from, to] = ['/insights/zero-trust-notes', '/insights/zero-trust'];
    expect(answer.json<AdminPage>().rename?.rewrittenLinks).toEqual(
      expect.arrayContaining([
        { document: 'Page "Contact"', from, to },
        { document: 'Article "On further-reading"', from, to },
        { document: 'Person "Ada Lovelace"', from: `${from}#end`, to: `${to}#end` },
        { document: 'Footer', from, to },
      ]),
    );
    expect(await redirectPairs(t.app, staff.viewer)).toEqual([`${from} → ${to}`]);
    expect(await liveBody(linking.slug)).toBe('Read [the notes](/insights/zero-trust).');
    expect(await bioOf(person.url)).toBe('Wrote [the notes](/insights/zero-trust#end).');
    const contactNow = (await t.app.inject('/api/public/pages/contact')).json<{
      blocks: { id: string; data: unknown }[];
    }>();
    expect(contactNow.blocks.find((block) => block.id === 'notes')?.data).toEqual(
      prose('notes', 'See [our notes](/insights/zero-trust).').data,
    );
  });
});
