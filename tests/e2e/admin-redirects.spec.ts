import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { HeaderConfig } from '../../contract/global-components/header-config';
import { signInAt } from './support/admin-sign-in';
import { e2eAdmin, e2eServers } from './support/e2e-servers';

// This spec renames a page and changes the header: it runs against the server for specs that change content.
test.use({ baseURL: e2eServers.admin.url });

const linkText = 'E2E moved page';

async function adminToken(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post('/api/token-login', { data: e2eAdmin });
  const { token } = (await response.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

async function readHeader(request: APIRequestContext, auth: Record<string, string>): Promise<HeaderConfig> {
  const response = await request.get('/api/admin/global-components/header', { headers: auth });
  return ((await response.json()) as { content: HeaderConfig }).content;
}

/** Saves over the version just read (its ETag as If-Match) and publishes that draft, as the header editor does. */
async function saveHeader(request: APIRequestContext, auth: Record<string, string>, content: HeaderConfig) {
  const current = await request.get('/api/admin/global-components/header', { headers: auth });
  const ifMatch = current.headers()['etag'] ?? '';
  const response = await request.put('/api/admin/global-components/header', {
    headers: { ...auth, 'if-match': ifMatch },
    data: { content },
  });
  expect(response.status()).toBe(200);
  const published = await request.post('/api/admin/global-components/header/publish', {
    headers: { ...auth, 'if-match': response.headers()['etag'] ?? '' },
  });
  expect(published.status()).toBe(200);
}

test.describe('redirects', () => {
  test.describe.configure({ timeout: 60_000 });

  test('renaming a page keeps its old address working and moves the header link to it', async ({
    page,
    browser,
    request,
  }) => {
    const stamp = Date.now();
    const [oldSlug, newSlug, title] = [`e2e-before-${stamp}`, `e2e-after-${stamp}`, `Moving ${stamp}`];
    const auth = await adminToken(request);
    const created = await request.post('/api/admin/pages', {
      headers: auth,
      data: {
        title,
        slug: oldSlug,
        status: 'published',
        blocks: [{ type: 'intro', data: { title: `Welcome to ${title}` } }],
      },
    });
    const { id } = (await created.json()) as { id: number };
    const header = await readHeader(request, auth);
    const order = Math.max(...header.menuItems.map((item) => item.order)) + 1;
    const item = { text: linkText, link: `/${oldSlug}`, order, enabled: true, hasDropdown: false, dropdownItems: [] };
    await saveHeader(request, auth, { ...header, menuItems: [...header.menuItems, item] });

    try {
      await signInAt(page, `/admin/pages/${id}`);
      await page.getByLabel('Slug').fill(newSlug);
      // A live page's new slug takes effect when it is published (issue 14 §2).
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      const notice = page.getByRole('status', { name: 'Address changed' });
      await expect(notice).toContainText(`/${oldSlug} now redirects to /${newSlug}`);
      await expect(notice.getByRole('listitem')).toHaveText(`Header: /${oldSlug} → /${newSlug}`);

      const visitor = await browser.newPage();
      await visitor.goto(`/${oldSlug}`);
      await expect(visitor).toHaveURL(new RegExp(`/${newSlug}$`));
      await expect(visitor.getByRole('heading', { name: `Welcome to ${title}` })).toBeVisible();
      await expect(visitor.getByRole('link', { name: linkText })).toHaveAttribute('href', `/${newSlug}`);
      await visitor.close();

      await page.goto('/admin/redirects');
      const row = page.getByRole('row', { name: new RegExp(`/${oldSlug} /${newSlug}`) });
      await expect(row.getByRole('cell', { name: '1', exact: true })).toBeVisible();
    } finally {
      // Other specs share this server's header: it goes back to what it was.
      await saveHeader(request, auth, header);
    }
  });
});
