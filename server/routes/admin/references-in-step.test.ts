import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AdminArticleSchema } from '../../../contract/admin/admin-articles';
import type { AdminPage } from '../../../contract/admin/admin-pages';
import { MediaListSchema } from '../../../contract/admin/admin-media';
import { publishDue } from '../../repositories/admin/scheduled-publishing';
import { expectReferencesInStep } from '../../test/stored-references';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import type { Staff } from './admin.test-support';
import { call, pageIdBySlug, signInStaff, versionedCall } from './admin.test-support';

/*
 * "Every write of a document's content must call recordReferences" (issue 33): after each kind of write through the
 * API (and the scheduler's publish), `media_uses`, `link_references` and `page_uses` must hold exactly what the
 * stored pages, subpages, articles, people and components reference, and pages' and subpages' `link_words` what
 * their content gives. A new writer that forgets shows here.
 */
let clock = new Date('2030-01-01T09:00:00.000Z');
let t: TestApp;
let staff: Staff;
beforeEach(async () => {
  clock = new Date('2030-01-01T09:00:00.000Z');
  t = await createTestApp({ now: () => clock });
  staff = await signInStaff(t.app);
}, 30_000);
afterEach(() => t.close());

const inStep = (after: string) => expectReferencesInStep(t.app.db, after);
// Each write's heading differs too (`See services cloud`), so that the link tool's `link_words` change with it.
const linkBlock = (id: string, to: string) => ({
  id,
  type: 'intro',
  data: { title: `See ${to.replace(/\W+/g, ' ')}`, description: `Read [more](${to}) first.` },
});

async function ok<T extends { statusCode: number; body: string }>(response: Promise<T>, status = 200) {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(status);
  return answer;
}

async function savePage(id: number, status: 'draft' | 'published', blocks: unknown[], slug?: string) {
  const page = (await call(t.app, 'GET', `/api/admin/pages/${id}`, staff.editor)).json<AdminPage>();
  const payload = { title: page.title, slug: slug ?? page.slug, description: page.description, status, blocks };
  return ok(versionedCall(t.app, 'PUT', `/api/admin/pages/${id}`, staff.editor, payload));
}

async function latestRevision(url: string): Promise<number> {
  const list = (await call(t.app, 'GET', `${url}/revisions`, staff.editor)).json<{ items: { id: number }[] }>();
  const [newest] = list.items;
  if (!newest) throw new Error(`no revision of ${url}`);
  return newest.id;
}

describe('the reference tables after every kind of write', () => {
  it('follow pages, subpages, components and pictures: create, save, draft, publish, restore, rename, delete', async () => {
    await inStep('the seed');
    const created = await ok(
      call(t.app, 'POST', '/api/admin/pages', staff.editor, {
        title: 'Linking',
        slug: 'linking',
        description: '',
        status: 'published',
        blocks: [linkBlock('a', '/services/cloud-security#faq')],
      }),
      201,
    );
    const id = created.json<{ id: number }>().id;
    await inStep('creating a page');
    await savePage(id, 'published', [linkBlock('a', '/contact')]);
    await inStep('saving a page');
    await savePage(id, 'draft', [linkBlock('a', '/company')]);
    await inStep('saving a live page’s draft');
    await ok(versionedCall(t.app, 'POST', `/api/admin/pages/${id}/publish`, staff.editor));
    await inStep('publishing');
    const url = `/api/admin/pages/${id}`;
    await ok(versionedCall(t.app, 'POST', `${url}/revisions/${await latestRevision(url)}/restore`, staff.editor));
    await inStep('restoring a revision');
    await ok(versionedCall(t.app, 'POST', `/api/admin/pages/${id}/unpublish`, staff.editor));
    await inStep('unpublishing');

    const subpage = await ok(
      call(t.app, 'POST', `/api/admin/pages/${id}/subpages`, staff.editor, {
        title: 'Below',
        slug: 'below',
        description: '',
        status: 'published',
        blocks: [linkBlock('b', '/linking')],
      }),
      201,
    );
    await inStep('creating a subpage');
    const footerUrl = '/api/admin/global-components/footer';
    const footer = (await call(t.app, 'GET', footerUrl, staff.editor)).json<{ content: Record<string, unknown> }>();
    await ok(
      versionedCall(t.app, 'PUT', footerUrl, staff.editor, {
        content: JSON.parse(JSON.stringify(footer.content).replaceAll('"/solutions"', '"/linking"')) as unknown,
      }),
    );
    await inStep('saving the footer’s draft');
    await ok(versionedCall(t.app, 'POST', `${footerUrl}/publish`, staff.editor));
    await inStep('publishing the footer');

    // A rename rewrites the links to it elsewhere: each rewritten document's references follow.
    await savePage(await pageIdBySlug(t.app, 'digital-transformation'), 'published', [], 'digital-change');
    await savePage(id, 'published', [linkBlock('a', '/digital-change')], 'linked');
    await inStep('renaming pages');

    const media = MediaListSchema.parse(
      (await call(t.app, 'GET', '/api/admin/media?pageSize=100', staff.editor)).json(),
    );
    const [picture] = media.items.filter((item) => item.usedOn.length > 0);
    if (!picture) throw new Error('the seed shows library pictures');
    await ok(versionedCall(t.app, 'PUT', `/api/admin/media/${picture.id}`, staff.editor, { alt: 'New words' }));
    await inStep('changing a picture’s text, which its uses follow');

    const subpageId = subpage.json<{ id: number }>().id;
    await ok(versionedCall(t.app, 'DELETE', `/api/admin/subpages/${subpageId}`, staff.editor), 204);
    await inStep('deleting a subpage');
    await ok(
      versionedCall(
        t.app,
        'DELETE',
        `/api/admin/pages/${await pageIdBySlug(t.app, 'services')}?cascade=true`,
        staff.editor,
      ),
      204,
    );
    await inStep('deleting a page with its subpages');
  });

  it('follow articles and people: create, save, draft, scheduled publish, restore, rename, delete', async () => {
    const services = await pageIdBySlug(t.app, 'services');
    const person = await ok(
      call(t.app, 'POST', '/api/admin/people', staff.editor, {
        slug: 'ada',
        name: 'Ada',
        role: 'Founder',
        bio: 'Runs [our services](/services).',
      }),
      201,
    );
    const personId = person.json<{ id: number }>().id;
    await inStep('creating a person');
    const personUrl = `/api/admin/people/${personId}`;
    const current = (await call(t.app, 'GET', personUrl, staff.editor)).json<Record<string, unknown>>();
    await ok(
      versionedCall(t.app, 'PUT', personUrl, staff.editor, {
        ...current,
        bio: 'See [us](/company) and [this](/insights/on-cloud).',
      }),
    );
    await inStep('saving a person');

    const payload = {
      title: 'On cloud',
      slug: 'on-cloud',
      description: '',
      kind: 'insight',
      relatedPageIds: [services],
      blocks: [linkBlock('c', '/services/cloud-security')],
    };
    const article = AdminArticleSchema.parse(
      (await ok(call(t.app, 'POST', '/api/admin/articles', staff.editor, payload), 201)).json(),
    );
    const url = `/api/admin/articles/${article.id}`;
    await inStep('creating an article');
    await ok(versionedCall(t.app, 'POST', `${url}/publish`, staff.editor));
    const company = await pageIdBySlug(t.app, 'company');
    const draft = { ...payload, status: 'draft', relatedPageIds: [company], blocks: [linkBlock('c', '/company')] };
    await ok(versionedCall(t.app, 'PUT', url, staff.editor, draft));
    await inStep('saving a live article’s draft');
    await ok(versionedCall(t.app, 'PUT', `${url}/schedule`, staff.editor, { publishAt: '2030-01-01T10:00:00.000Z' }));
    clock = new Date('2030-01-01T10:00:01.000Z');
    expect((await publishDue(t.app.db, clock)).map((item) => item.item.label)).toEqual(['On cloud']);
    await inStep('the scheduled publish');
    await ok(versionedCall(t.app, 'POST', `${url}/revisions/${await latestRevision(url)}/restore`, staff.editor));
    await inStep('restoring an article’s revision');
    await ok(versionedCall(t.app, 'PUT', url, staff.editor, { ...payload, status: 'published', slug: 'cloud' }));
    await savePage(company, 'published', [], 'about-us');
    await inStep('renaming an article and a page its draft and a person link to');

    await ok(versionedCall(t.app, 'DELETE', url, staff.editor), 204);
    await inStep('deleting an article');
    await ok(versionedCall(t.app, 'DELETE', personUrl, staff.editor), 204);
    await inStep('deleting a person');
  });
});
