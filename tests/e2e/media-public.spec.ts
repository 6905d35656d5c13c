import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { MediaItemSchema } from '../../contract/admin/admin-media';
import { signInAt } from './support/admin-sign-in';
import { e2eServers } from './support/e2e-servers';

// This spec changes a page: it runs against the admin specs' server.
test.use({ baseURL: e2eServers.admin.url });

const tokenKey = 'santan_auth_token';

async function authHeader(page: Page) {
  const token = await page.evaluate((key) => localStorage.getItem(key), tokenKey);
  return { Authorization: `Bearer ${token ?? ''}` };
}

interface AdminPage {
  id: number;
  title: string;
  slug: string;
  description: string;
  status: string;
  blocks: { id: string; type: string; data: Record<string, unknown> }[];
}

async function companyPage(page: Page): Promise<AdminPage> {
  const headers = await authHeader(page);
  const list = await page.request.get('/api/admin/pages?q=company', { headers });
  const { items } = (await list.json()) as { items: { id: number; slug: string }[] };
  const id = items.find((item) => item.slug === 'company')?.id;
  const response = await page.request.get(`/api/admin/pages/${id}`, { headers });
  return (await response.json()) as AdminPage;
}

/** Saves over the version just read (its ETag as If-Match), as the page editor does. */
async function savePage(page: Page, saved: AdminPage, blocks: AdminPage['blocks']) {
  const { title, slug, description, status } = saved;
  const headers = await authHeader(page);
  const current = await page.request.get(`/api/admin/pages/${saved.id}`, { headers });
  const response = await page.request.put(`/api/admin/pages/${saved.id}`, {
    headers: { ...headers, 'if-match': current.headers()['etag'] ?? '' },
    data: { title, slug, description, status, blocks },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test('an uploaded picture, used in a section, reaches visitors as responsive AVIF/WebP renditions', async ({
  page,
}) => {
  await signInAt(page, '/admin');
  const png = await sharp({ create: { width: 1400, height: 900, channels: 3, background: '#1f3d7a' } })
    .png()
    .toBuffer();
  const uploaded = await page.request.post('/api/admin/media', {
    headers: await authHeader(page),
    multipart: {
      alt: 'Consultants reviewing an incident timeline',
      file: { name: 'war-room.png', mimeType: 'image/png', buffer: png },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const item = MediaItemSchema.parse(await uploaded.json());
  expect(item.renditions.map((rendition) => rendition.width)).toEqual([480, 480, 960, 960, 1400, 1400]);

  const company = await companyPage(page);
  const image = { src: item.url, alt: item.alt, width: item.width, height: item.height };
  const withImage = company.blocks.map((block) =>
    block.type === 'intro' ? { ...block, data: { ...block.data, image } } : block,
  );
  await savePage(page, company, withImage);
  try {
    const rendition = page.waitForResponse((response) => /\/war-room-\d+\.(avif|webp)$/.test(response.url()));
    await page.goto('/company');
    const picture = page.getByRole('img', { name: item.alt });
    await picture.scrollIntoViewIfNeeded();
    await expect(picture).toHaveAttribute('width', '1400');
    await expect(picture).toHaveAttribute('height', '900');
    const avif = page.locator('picture source[type="image/avif"]');
    await expect(avif).toHaveAttribute('srcset', new RegExp(`${item.url.replace('.png', '')}-480\\.avif 480w`));
    await expect(avif).toHaveAttribute('sizes', /40vw/);
    // Chromium picks a rendition (AVIF first) rather than the PNG, and it arrives cached for good.
    const fetched = await rendition;
    expect(fetched.status()).toBe(200);
    expect(fetched.headers()['content-type']).toBe('image/avif');
    expect(fetched.headers()['cache-control']).toContain('immutable');
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-\d+\.avif$/);

    // In use, the picture cannot be deleted.
    const refused = await page.request.delete(`/api/admin/media/${item.id}`, { headers: await authHeader(page) });
    expect(refused.status()).toBe(409);
  } finally {
    await savePage(page, company, company.blocks);
    await page.request.delete(`/api/admin/media/${item.id}`, { headers: await authHeader(page) });
  }
});
