import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  PublicPageSchema,
  PublicPageSummarySchema,
  PublicSubpageSchema,
  PublicSubpageSummarySchema,
} from '../../../contract/pages';
import { GlobalComponentResponseSchema } from '../../../contract/global-components/global-component';
import { HeaderConfigSchema } from '../../../contract/global-components/header-config';
import { FooterContentSchema } from '../../../contract/global-components/footer-content';
import { keyedContent } from '../../../contract/page-content/keyed-content';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

describe('GET /api/public/pages', () => {
  it('lists every published page with exactly id, title, description and slug', async () => {
    const response = await t.app.inject('/api/public/pages');
    expect(response.statusCode).toBe(200);
    const pages = response.json<unknown[]>();
    for (const page of pages)
      expect(Object.keys(z.strictObject(PublicPageSummarySchema.shape).parse(page)).sort()).toEqual([
        'description',
        'id',
        'slug',
        'title',
      ]);
    const slugs = pages.map((page) => PublicPageSummarySchema.parse(page).slug);
    expect(slugs).toEqual(
      expect.arrayContaining(['home', 'digital-transformation', 'company/partners', 'cookie-policy']),
    );
  });

  it('hides drafts from the list and from direct reads', async () => {
    const slugs = (await t.app.inject('/api/public/pages')).json<{ slug: string }[]>().map((page) => page.slug);
    expect(slugs).not.toContain('learning');
    const draft = await t.app.inject('/api/public/pages/learning');
    expect(draft.statusCode).toBe(404);
    expect(draft.json()).toEqual({ error: 'Page not found' });
  });
});

describe('GET /api/public/pages/{slug}', () => {
  it('answers a slug with a slash with its blocks and their keyed view', async () => {
    const response = await t.app.inject('/api/public/pages/company/partners');
    expect(response.statusCode).toBe(200);
    const page = PublicPageSchema.parse(response.json());
    expect(page.slug).toBe('company/partners');
    expect(page.blocks.map((block) => block.type)).toContain('partners');
    expect(Object.keys(page.content)).toContain('partners');
  });

  it('answers 304 to a matching If-None-Match and revalidates every time', async () => {
    const first = await t.app.inject('/api/public/pages/home');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const second = await t.app.inject({ url: '/api/public/pages/home', headers: { 'if-none-match': String(etag) } });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
    const stale = await t.app.inject({ url: '/api/public/pages/home', headers: { 'if-none-match': '"stale"' } });
    expect(stale.statusCode).toBe(200);
  });

  it('answers 404 JSON for unknown and malformed slugs', async () => {
    for (const url of ['/api/public/pages/no-such-page', '/api/public/pages/a/b/c', '/api/public/pages/..%2Fetc']) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json<{ error: string }>().error).toBeTruthy();
    }
  });
});

describe('subpages', () => {
  it('lists published subpages with their full path and parent title', async () => {
    const response = await t.app.inject('/api/public/subpages/all');
    const subpages = response.json<unknown[]>().map((row) => PublicSubpageSummarySchema.parse(row));
    const cloud = subpages.find((subpage) => subpage.fullPath === '/services/cloud-security');
    expect(cloud?.parentTitle).toBeTruthy();
    expect(subpages.map((subpage) => subpage.fullPath)).toEqual(
      expect.arrayContaining(['/solutions/hybrid-and-supplier-access', '/services/ai-fusion-center']),
    );
  });

  it('reads one subpage with its blocks and their keyed view, and 404s an unknown one', async () => {
    const response = await t.app.inject('/api/public/subpages/services/cloud-security');
    expect(response.statusCode).toBe(200);
    const subpage = PublicSubpageSchema.parse(response.json());
    expect(subpage.fullPath).toBe('/services/cloud-security');
    expect(subpage.content).toEqual(keyedContent(subpage.blocks));
    expect(subpage.blocks.length).toBeGreaterThan(3);
    expect((await t.app.inject('/api/public/subpages/services/nope')).statusCode).toBe(404);
  });
});

describe('global components', () => {
  it('answers header and footer whose content passes the contract', async () => {
    const header = GlobalComponentResponseSchema.parse(
      (await t.app.inject('/api/public/global-components/header')).json(),
    );
    expect(header.name).toBe('header');
    expect(HeaderConfigSchema.parse(header.content).menuItems.map((item) => item.link)).toContain(
      '/digital-transformation',
    );
    const footer = GlobalComponentResponseSchema.parse(
      (await t.app.inject('/api/public/global-components/footer')).json(),
    );
    expect(FooterContentSchema.parse(footer.content).socialLinks).toHaveLength(3);
    const cta = await t.app.inject('/api/public/global-components/cta');
    expect(cta.statusCode).toBe(200);
  });

  it('404s an unknown component name', async () => {
    expect((await t.app.inject('/api/public/global-components/sidebar')).statusCode).toBe(404);
  });
});
