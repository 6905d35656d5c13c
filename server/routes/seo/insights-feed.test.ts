import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminArticleSchema } from '../../../contract/admin/admin-articles';
import { PublicArticleListSchema } from '../../../contract/articles';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import type { Staff } from '../admin/admin.test-support';
import { call, signInStaff, versionedCall } from '../admin/admin.test-support';

const site = 'https://www.aegisline.example';
const atom = 'http://www.w3.org/2005/Atom';
let t: TestApp;
let staff: Staff;
beforeAll(async () => {
  t = await createTestApp({ siteUrl: site });
  staff = await signInStaff(t.app);
}, 30_000);
afterAll(() => t.close());

/** The feed parsed as XML (a parse error fails here), with Atom's elements read by namespace, not by text. */
async function readFeed() {
  const response = await t.app.inject('/insights/feed.xml');
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
  const document = new JSDOM(response.body, { contentType: 'application/xml' }).window.document;
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  const feed = document.documentElement;
  expect(feed.namespaceURI).toBe(atom);
  expect(feed.localName).toBe('feed');
  return feed;
}

const children = (parent: Element, name: string) =>
  [...parent.children].filter((child) => child.namespaceURI === atom && child.localName === name);
/** RFC 4287 asks for exactly one of these (id, title, updated …): its text. */
function single(parent: Element, name: string): string {
  const found = children(parent, name);
  expect(found, `one atom:${name} in ${parent.localName}`).toHaveLength(1);
  return found[0]?.textContent ?? '';
}
const links = (parent: Element) =>
  children(parent, 'link').map((link) => ({
    rel: link.getAttribute('rel') ?? 'alternate',
    href: link.getAttribute('href'),
  }));
const isDate = (text: string) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/.test(text);

const publicArticles = async () =>
  PublicArticleListSchema.parse((await t.app.inject('/api/public/articles?pageSize=50')).json()).items;
const sitemap = async () => {
  const body = (await t.app.inject('/sitemap.xml')).body;
  return new Map(
    [...body.matchAll(/<loc>([^<]+)<\/loc>(?:\s*<lastmod>([^<]+)<\/lastmod>)?/g)].map((m) => [m[1], m[2]]),
  );
};

async function createDraft(slug: string) {
  const response = await call(t.app, 'POST', '/api/admin/articles', staff.editor, {
    title: `Draft ${slug}`,
    slug,
    description: 'Not out yet.',
    kind: 'advisory',
    topics: ['Embargoed topic'],
    blocks: [{ type: 'intro', data: { title: 'Embargoed', description: 'Nobody may read this before it is out.' } }],
  });
  expect(response.statusCode, response.body).toBe(201);
  return AdminArticleSchema.parse(response.json());
}

describe('the insights feed', () => {
  it('is an Atom feed with the elements RFC 4287 requires, every published article newest first', async () => {
    const published = await publicArticles();
    expect(published.length).toBeGreaterThanOrEqual(12);
    const feed = await readFeed();
    expect(single(feed, 'id')).toBe(`${site}/insights/feed.xml`);
    expect(single(feed, 'title')).toBe('Aegisline Insights');
    const updated = single(feed, 'updated');
    expect(isDate(updated)).toBe(true);
    expect(updated).toBe(
      published
        .map((article) => article.updatedAt)
        .sort()
        .at(-1),
    );
    expect(children(feed, 'author').length).toBeGreaterThan(0);
    expect(links(feed)).toEqual(
      expect.arrayContaining([
        { rel: 'self', href: `${site}/insights/feed.xml` },
        { rel: 'alternate', href: `${site}/insights` },
      ]),
    );

    const entries = children(feed, 'entry');
    expect(entries.map((entry) => single(entry, 'title'))).toEqual(published.map((article) => article.title));
    const ids = new Set<string>();
    for (const [index, entry] of entries.entries()) {
      const article = published[index];
      if (!article) throw new Error('more entries than articles');
      ids.add(single(entry, 'id'));
      expect(single(entry, 'id')).toMatch(/^tag:www\.aegisline\.example,\d{4}-\d\d-\d\d:article-\d+$/);
      expect(single(entry, 'updated')).toBe(article.updatedAt);
      expect(single(entry, 'published')).toBe(article.publishedAt);
      expect(single(entry, 'summary')).toBe(article.summary);
      const authors = children(entry, 'author').map((author) => single(author, 'name'));
      expect(authors).toEqual(article.authors.map((author) => author.name));
      expect(links(entry)).toContainEqual({ rel: 'alternate', href: `${site}/insights/${article.slug}` });
      expect(children(entry, 'category').map((category) => category.getAttribute('label'))).toEqual(article.topics);
    }
    expect(ids.size).toBe(entries.length);
  });

  it('never carries a draft, and drops an article once it is unpublished (the kept feed is rebuilt)', async () => {
    const draft = await createDraft('embargoed-advisory');
    const [newest] = await publicArticles();
    if (!newest) throw new Error('no published article');
    const titles = async () => children(await readFeed(), 'entry').map((entry) => single(entry, 'title'));
    expect(await titles()).not.toContain(draft.title);
    expect(await titles()).toContain(newest.title);

    const unpublished = await versionedCall(t.app, 'POST', `/api/admin/articles/${newest.id}/unpublish`, staff.editor);
    expect(unpublished.statusCode).toBe(200);
    expect(await titles()).not.toContain(newest.title);
    expect(await titles()).not.toContain(draft.title);
    expect(
      (await versionedCall(t.app, 'POST', `/api/admin/articles/${newest.id}/publish`, staff.editor)).statusCode,
    ).toBe(200);
    expect((await titles())[0]).toBe(newest.title);
  });
});

describe('the sitemap’s insights', () => {
  it('lists the listing, each topic and each published article with its lastmod; drafts and unpublished never', async () => {
    const published = await publicArticles();
    const [first] = published;
    if (!first) throw new Error('no published article');
    const draft = await createDraft('embargoed-guide');
    let locs = await sitemap();
    expect(locs.get(`${site}/insights`)).toBe(
      published
        .map((article) => article.updatedAt)
        .sort()
        .at(-1),
    );
    for (const article of published) expect(locs.get(`${site}/insights/${article.slug}`)).toBe(article.updatedAt);
    expect(locs.has(`${site}/insights/topics/cloud-security`)).toBe(true);
    expect(locs.has(`${site}/insights/${draft.slug}`)).toBe(false);
    expect(locs.has(`${site}/insights/topics/embargoed-topic`)).toBe(false);

    expect(
      (await versionedCall(t.app, 'POST', `/api/admin/articles/${first.id}/unpublish`, staff.editor)).statusCode,
    ).toBe(200);
    locs = await sitemap();
    expect(locs.has(`${site}/insights/${first.slug}`)).toBe(false);
    expect(
      (await versionedCall(t.app, 'POST', `/api/admin/articles/${first.id}/publish`, staff.editor)).statusCode,
    ).toBe(200);
    locs = await sitemap();
    expect(locs.has(`${site}/insights/${first.slug}`)).toBe(true);
  });
});
