import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';

let test: TestApp;

beforeEach(async () => {
  test = await createTestApp({ siteUrl: 'https://www.aegisline.example' });
});

afterEach(async () => {
  await test.close();
});

describe('GET /robots.txt', () => {
  it('allows the public site, keeps crawlers out of staff and API addresses and names the sitemap', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines).toContain('Allow: /');
    for (const path of ['/admin', '/auth', '/api', '/api-test']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain('Sitemap: https://www.aegisline.example/sitemap.xml');
  });
});

describe('GET /sitemap.xml', () => {
  it('lists every published page and subpage with its last change, policies included, drafts never', async () => {
    const { db } = test.app;
    await db.updateTable('pages').set({ status: 'draft' }).where('slug', '=', 'products').execute();
    await db
      .updateTable('pages')
      .set({ updated_at: '2026-01-02T03:04:05.000Z' })
      .where('slug', '=', 'services')
      .execute();

    const response = await test.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const site = 'https://www.aegisline.example';
    for (const path of [
      '/',
      '/services',
      '/company/partners',
      '/privacy-policy',
      '/terms-of-service',
      '/cookie-policy',
    ])
      expect(locs).toContain(`${site}${path}`);
    expect(locs).toContain(`${site}/services/cloud-security`);
    expect(locs).not.toContain(`${site}/products`);
    expect(locs).not.toContain(`${site}/home`);
    expect(response.body).toContain(`<loc>${site}/services</loc>\n    <lastmod>2026-01-02T03:04:05.000Z</lastmod>`);
  });
});
