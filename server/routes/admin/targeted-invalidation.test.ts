import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminPage } from '../../../contract/admin/admin-pages';
import type { PageRendererModule } from '../../ssr/load-page-renderer';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { useTemporaryWebRoot } from '../../test/temporary-web-root';
import type { Staff } from './admin.test-support';
import { call, pageIdBySlug, signInStaff, versionedCall } from './admin.test-support';

/**
 * Renders `/all-pages` as the titles of the public page list and any other address as its page's title, read
 * through the in-process API as the real renderer does, so each render reads the answers it shows.
 */
const titleRenderer: PageRendererModule = {
  async renderPage({ url, fetch }) {
    if (url === '/all-pages') {
      const list = (await (await fetch('/api/public/pages')).json()) as { title: string }[];
      return { status: 200, head: '', html: list.map((page) => `<li>${page.title}</li>`).join(''), state: '{}' };
    }
    const answer = await fetch(`/api/public/pages/${url.replace(/^\/+/, '') || 'home'}`);
    const { title } = (await answer.json()) as { title: string };
    return { status: answer.ok ? 200 : 404, head: '', html: `<h1>${title}</h1>`, state: '{}' };
  },
};

const webRoot = useTemporaryWebRoot();
let t: TestApp;
let staff: Staff;

beforeEach(async () => {
  // Both caches keep answers for a minute: only a dropped answer shows a row changed behind their backs.
  t = await createTestApp({ webRoot: webRoot(), pageRenderer: titleRenderer, publicCacheTtlMs: 60_000 });
  staff = await signInStaff(t.app);
}, 30_000);
afterEach(() => t.close());

const publicTitle = async (slug: string) =>
  (await t.app.inject(`/api/public/pages/${slug}`)).json<{ title: string }>().title;
const rendered = async (address: string) => (await t.app.inject(address)).body;
const behindTheCaches = (slug: string, title: string) =>
  t.app.db.updateTable('pages').set({ title }).where('slug', '=', slug).execute();

async function saveTitle(slug: string, title: string) {
  const id = await pageIdBySlug(t.app, slug);
  const page = (await call(t.app, 'GET', `/api/admin/pages/${id}`, staff.editor)).json<AdminPage>();
  const { description, status, blocks } = page;
  return versionedCall(t.app, 'PUT', `/api/admin/pages/${id}`, staff.editor, {
    title,
    description,
    status,
    blocks,
    slug,
  });
}

describe('what a save drops', () => {
  it('drops the saved page, its answer and the pages listing it, and keeps every other page', async () => {
    const solutionsTitle = await publicTitle('solutions');
    expect(await rendered('/solutions')).toContain(`<h1>${solutionsTitle}</h1>`);
    expect(await rendered('/services')).toContain('<h1>');
    expect(await rendered('/all-pages')).toContain(`<li>${solutionsTitle}</li>`);
    await behindTheCaches('solutions', 'Changed behind the caches');

    expect((await saveTitle('services', 'Saved by an editor')).statusCode).toBe(200);
    expect(await publicTitle('services')).toBe('Saved by an editor');
    expect(await rendered('/services')).toContain('<h1>Saved by an editor</h1>');
    // The list was read again, and with it the row changed behind the caches.
    expect(await rendered('/all-pages')).toContain('<li>Saved by an editor</li>');
    // Another page's answer and render stay as they were stored.
    expect(await publicTitle('solutions')).toBe(solutionsTitle);
    expect(await rendered('/solutions')).toContain(`<h1>${solutionsTitle}</h1>`);
    expect(t.app.pageCacheStats().entries).toBe(3);
  });

  it('drops every page when the header is published, since every page shows it', async () => {
    expect(await rendered('/solutions')).toContain('<h1>');
    await behindTheCaches('solutions', 'Changed behind the caches');
    const url = '/api/admin/global-components/header';
    const { content } = (await call(t.app, 'GET', url, staff.editor)).json<{ content: object }>();
    await versionedCall(t.app, 'PUT', url, staff.editor, { content: { ...content, showSearch: false } });
    expect((await versionedCall(t.app, 'POST', `${url}/publish`, staff.editor)).statusCode).toBe(200);
    expect(await publicTitle('solutions')).toBe('Changed behind the caches');
    expect(await rendered('/solutions')).toContain('<h1>Changed behind the caches</h1>');
  });

  it('drops everything on a rename, which moves links on other pages', async () => {
    expect(await rendered('/solutions')).toContain('<h1>');
    await behindTheCaches('solutions', 'Changed behind the caches');
    const id = await pageIdBySlug(t.app, 'services');
    const page = (await call(t.app, 'GET', `/api/admin/pages/${id}`, staff.editor)).json<AdminPage>();
    const { title, description, status, blocks } = page;
    const renamed = await versionedCall(t.app, 'PUT', `/api/admin/pages/${id}`, staff.editor, {
      ...{ title, description, status, blocks },
      slug: 'our-services',
    });
    expect(renamed.statusCode).toBe(200);
    expect(await rendered('/solutions')).toContain('<h1>Changed behind the caches</h1>');
  });
});

describe('the kept sitemap', () => {
  const locs = async (address = '/sitemap.xml') =>
    [...(await rendered(address)).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  const site = 'http://localhost:5000';

  it('is built once, and again after a publish or an unpublish', async () => {
    expect(await locs()).toContain(`${site}/services`);
    // A row changed where no save sees it: the kept sitemap does not notice.
    await t.app.db.updateTable('pages').set({ status: 'draft' }).where('slug', '=', 'products').execute();
    expect(await locs()).toContain(`${site}/products`);

    const id = await pageIdBySlug(t.app, 'services');
    expect((await versionedCall(t.app, 'POST', `/api/admin/pages/${id}/unpublish`, staff.editor)).statusCode).toBe(200);
    const afterUnpublish = await locs();
    expect(afterUnpublish).not.toContain(`${site}/services`);
    expect(afterUnpublish).not.toContain(`${site}/products`);
    expect((await versionedCall(t.app, 'POST', `/api/admin/pages/${id}/publish`, staff.editor)).statusCode).toBe(200);
    expect(await locs()).toContain(`${site}/services`);
  });
});

describe('a large sitemap', () => {
  it('becomes an index of files of at most the protocol’s number of addresses', async () => {
    const small = await createTestApp({ urlsPerSitemap: 5 });
    try {
      const index = await small.app.inject('/sitemap.xml');
      expect(index.body).toContain('<sitemapindex');
      const files = [...index.body.matchAll(/<loc>[^<]+(\/sitemap-\d+\.xml)<\/loc>/g)].map((match) => match[1] ?? '');
      expect(files.length).toBeGreaterThan(1);
      const all: string[] = [];
      for (const file of files) {
        const answer = await small.app.inject(file);
        expect(answer.statusCode).toBe(200);
        const urls = [...answer.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
        expect(urls.length).toBeLessThanOrEqual(5);
        all.push(...urls);
      }
      expect(all).toContain('http://localhost:5000/services');
      expect(new Set(all).size).toBe(all.length);
      expect((await small.app.inject(`/sitemap-${files.length + 1}.xml`)).statusCode).toBe(404);
    } finally {
      await small.close();
    }
  }, 30_000);
});
