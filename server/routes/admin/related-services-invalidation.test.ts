import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminPage } from '../../../contract/admin/admin-pages';
import { PublicArticleListSchema, PublicArticleSchema } from '../../../contract/articles';
import type { PageRendererModule } from '../../ssr/load-page-renderer';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { useTemporaryWebRoot } from '../../test/temporary-web-root';
import type { Staff } from './admin.test-support';
import { call, pageIdBySlug, signInStaff, versionedCall } from './admin.test-support';

/*
 * An article shows its related services by the pages' titles and addresses (issue 33): a page's save drops the
 * answers and renders of the articles that show it, found through `page_uses`, and keeps every other article's.
 * Both caches keep answers for a minute here, so only a dropped one shows what changed.
 */
const servicesRenderer: PageRendererModule = {
  async renderPage({ url, fetch }) {
    const answer = await fetch(`/api/public/articles/${url.replace(/^\/insights\//, '')}`);
    const article = (await answer.json()) as { title: string; relatedServices?: { title: string }[] };
    const services = (article.relatedServices ?? []).map((service) => `<li>${service.title}</li>`).join('');
    return { status: answer.ok ? 200 : 404, head: '', html: `<h1>${article.title}</h1>${services}`, state: '{}' };
  },
};

const webRoot = useTemporaryWebRoot();
let t: TestApp;
let staff: Staff;
beforeEach(async () => {
  t = await createTestApp({ webRoot: webRoot(), pageRenderer: servicesRenderer, publicCacheTtlMs: 60_000 });
  staff = await signInStaff(t.app);
}, 30_000);
afterEach(() => t.close());

const servicesOf = async (slug: string) =>
  PublicArticleSchema.parse((await t.app.inject(`/api/public/articles/${slug}`)).json()).relatedServices.map(
    (service) => service.title,
  );
const rendered = async (slug: string) => (await t.app.inject(`/insights/${slug}`)).body;

/** A seeded article that shows a page, that page, and an article that does not show it. */
async function showingAndNot() {
  const list = PublicArticleListSchema.parse((await t.app.inject('/api/public/articles?pageSize=50')).json()).items;
  const articles = await Promise.all(
    list.map(async (item) =>
      PublicArticleSchema.parse((await t.app.inject(`/api/public/articles/${item.slug}`)).json()),
    ),
  );
  const showing = articles.find((article) => article.relatedServices.length > 0);
  const service = showing?.relatedServices[0];
  const other = articles.find((article) => !article.relatedServices.some((s) => s.path === service?.path));
  if (!showing || !service || !other) throw new Error('the seed relates articles to some pages, not all');
  const pageId = await pageIdBySlug(t.app, service.path.slice(1));
  return { showing: showing.slug, service, other: other.slug, pageId };
}

async function retitle(pageId: number, title: string) {
  const page = (await call(t.app, 'GET', `/api/admin/pages/${pageId}`, staff.editor)).json<AdminPage>();
  const { slug, description, status, blocks } = page;
  const payload = { title, slug, description, status, blocks };
  const response = await versionedCall(t.app, 'PUT', `/api/admin/pages/${pageId}`, staff.editor, payload);
  expect(response.statusCode, response.body).toBe(200);
}

describe('a page an article shows as a related service', () => {
  it('retitled: the article’s answer and render show the new title; another article stays as it was stored', async () => {
    const { showing, service, other, pageId } = await showingAndNot();
    expect(await servicesOf(showing)).toContain(service.title);
    expect(await rendered(showing)).toContain(`<li>${service.title}</li>`);
    const otherTitle = (await t.app.inject(`/api/public/articles/${other}`)).json<{ title: string }>().title;
    expect(await rendered(other)).toContain(`<h1>${otherTitle}</h1>`);
    await t.app.db
      .updateTable('articles')
      .set({ title: 'Changed behind the caches' })
      .where('slug', '=', other)
      .execute();

    await retitle(pageId, 'Renamed service');

    expect(await servicesOf(showing)).toContain('Renamed service');
    expect(await rendered(showing)).toContain('<li>Renamed service</li>');
    expect((await t.app.inject(`/api/public/articles/${other}`)).json<{ title: string }>().title).toBe(otherTitle);
    expect(await rendered(other)).toContain(`<h1>${otherTitle}</h1>`);
  });

  it('unpublished, published again and deleted: the article follows each time', async () => {
    const { showing, service, pageId } = await showingAndNot();
    expect(await rendered(showing)).toContain(`<li>${service.title}</li>`);
    const url = `/api/admin/pages/${pageId}`;

    expect((await versionedCall(t.app, 'POST', `${url}/unpublish`, staff.editor)).statusCode).toBe(200);
    expect(await servicesOf(showing)).not.toContain(service.title);
    expect(await rendered(showing)).not.toContain(`<li>${service.title}</li>`);

    expect((await versionedCall(t.app, 'POST', `${url}/publish`, staff.editor)).statusCode).toBe(200);
    expect(await servicesOf(showing)).toContain(service.title);
    expect(await rendered(showing)).toContain(`<li>${service.title}</li>`);

    expect((await versionedCall(t.app, 'DELETE', `${url}?cascade=true`, staff.editor)).statusCode).toBe(204);
    expect(await servicesOf(showing)).not.toContain(service.title);
    expect(await rendered(showing)).not.toContain(`<li>${service.title}</li>`);
  });
});
