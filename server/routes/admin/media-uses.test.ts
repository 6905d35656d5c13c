import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MediaItem, MediaUsage } from '../../../contract/admin/admin-media';
import { MediaListSchema } from '../../../contract/admin/admin-media';
import type { AdminPage } from '../../../contract/admin/admin-pages';
import { mediaUsageFromContent } from '../../repositories/media-usage-from-content.test-support';
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
afterEach(async () => {
  await t.close();
});

/** Every picture of the library as the media list answers it, page by page. */
async function listAll(filter = ''): Promise<MediaItem[]> {
  const items: MediaItem[] = [];
  for (let page = 1; ; page += 1) {
    const response = await call(t.app, 'GET', `/api/admin/media?pageSize=100&page=${page}${filter}`, staff.viewer);
    expect(response.statusCode, response.body).toBe(200);
    const list = MediaListSchema.parse(response.json());
    items.push(...list.items);
    if (page * list.pageSize >= list.total) return items;
  }
}

/** What the list says, against what reading every document's content and draft says (before migration 0028). */
async function expectListAgreesWithContent(): Promise<Map<number, MediaUsage[]>> {
  const expected = await mediaUsageFromContent(t.app.db);
  const items = await listAll();
  for (const item of items) expect([item.id, item.usedOn]).toEqual([item.id, expected.get(item.id) ?? []]);
  const ids = (list: MediaItem[]) => list.map((item) => item.id).sort((a, b) => a - b);
  const used = items.filter((item) => expected.has(item.id));
  expect(ids(await listAll('&unused=false'))).toEqual(ids(used));
  expect(ids(await listAll('&unused=true'))).toEqual(ids(items.filter((item) => !expected.has(item.id))));
  return expected;
}

const image = (item: MediaItem) => ({ src: item.url, alt: item.alt, width: item.width, height: item.height });

describe('where a picture is used (media_uses, migration 0028)', () => {
  it('says exactly what reading every page, subpage and component said, on the seeded site', async () => {
    const expected = await expectListAgreesWithContent();
    // The seeded header and footer show the library's logos, so the comparison is not of two empty lists.
    expect([...expected.values()].flat().map((usage) => usage.title)).toEqual(
      expect.arrayContaining(['Header', 'Footer']),
    );
  });

  it('follows saves: drafts, subpages, components, deletes and a picture taken out', async () => {
    const [first, second] = await listAll();
    if (!first || !second) throw new Error('the seed imports pictures');
    const banner = (item: MediaItem) => [
      { type: 'intro', data: { title: 'Pictured', description: 'A picture.', image: image(item) } },
    ];
    const services = await pageIdBySlug(t.app, 'services');
    const page = (await call(t.app, 'GET', `/api/admin/pages/${services}`, staff.editor)).json<AdminPage>();
    const { title, slug, description } = page;
    // A live page's draft shows the first picture; then a published save shows the second instead.
    const draft = { title, slug, description, status: 'draft', blocks: banner(first) };
    const saved = await versionedCall(t.app, 'PUT', `/api/admin/pages/${services}`, staff.editor, draft);
    expect(saved.statusCode, saved.body).toBe(200);
    await expectListAgreesWithContent();
    expect((await listAll()).find((item) => item.id === first.id)?.usedOn).toContainEqual(
      expect.objectContaining({ kind: 'page', id: String(services) }),
    );
    const published = { ...draft, status: 'published', blocks: banner(second) };
    expect(
      (await versionedCall(t.app, 'PUT', `/api/admin/pages/${services}`, staff.editor, published)).statusCode,
    ).toBe(200);
    await expectListAgreesWithContent();

    const subpage = await call(t.app, 'POST', `/api/admin/pages/${services}/subpages`, staff.editor, {
      title: 'Pictured',
      slug: 'pictured',
      description: '',
      status: 'published',
      blocks: banner(first),
    });
    expect(subpage.statusCode, subpage.body).toBe(201);
    const footer = (await call(t.app, 'GET', '/api/admin/global-components/footer', staff.editor)).json<{
      content: Record<string, unknown>;
    }>();
    const footerDraft = { content: { ...footer.content, logo: first.url } };
    const component = await versionedCall(
      t.app,
      'PUT',
      '/api/admin/global-components/footer',
      staff.editor,
      footerDraft,
    );
    expect(component.statusCode, component.body).toBe(200);
    await expectListAgreesWithContent();

    // The page goes, its subpage with it.
    const removed = await versionedCall(t.app, 'DELETE', `/api/admin/pages/${services}?cascade=true`, staff.editor);
    expect(removed.statusCode, removed.body).toBe(204);
    await expectListAgreesWithContent();
  });

  it('names articles (covers) and people (portraits) among the uses, and keeps their pictures from being deleted', async () => {
    const items = await listAll();
    const articles = await t.app.db.selectFrom('articles').select(['id', 'title']).execute();
    const people = await t.app.db.selectFrom('people').select(['id', 'name']).where('photo', 'is not', null).execute();
    const usesOf = (kind: MediaUsage['kind']) =>
      items.flatMap((item) => item.usedOn.filter((use) => use.kind === kind).map((use) => ({ item, use })));
    // Before, the list named pages, subpages and components only: a cover or a portrait read as "Not used".
    const covers = usesOf('article');
    const portraits = usesOf('person');
    expect(new Set(covers.map(({ use }) => use.id))).toEqual(new Set(articles.map((article) => String(article.id))));
    expect(new Set(portraits.map(({ use }) => use.id))).toEqual(new Set(people.map((person) => String(person.id))));
    const [cover] = covers;
    const [portrait] = portraits;
    if (!cover || !portrait) throw new Error('the seed has articles with covers and people with portraits');
    expect(cover.use).toEqual({
      kind: 'article',
      id: cover.use.id,
      title: articles.find((article) => String(article.id) === cover.use.id)?.title,
      editPath: `/admin/insights/${cover.use.id}`,
    });
    expect(portrait.use.title).toBe(people.find((person) => String(person.id) === portrait.use.id)?.name);
    expect(portrait.use.editPath).toBe('/admin/people');

    for (const { item, use } of [cover, portrait]) {
      const refused = await call(t.app, 'DELETE', `/api/admin/media/${item.id}`, staff.editor);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json<{ usedOn: MediaUsage[] }>().usedOn).toContainEqual(use);
    }
    await expectListAgreesWithContent();
  });
});
