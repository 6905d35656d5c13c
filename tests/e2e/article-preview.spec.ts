import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { signInAt } from './support/admin-sign-in';
import { e2eAdmin, e2eServers } from './support/e2e-servers';

// This spec publishes and shares an article's draft (issue 30): it runs against the server for specs that change
// content, on an article of its own that no other spec reads.
test.use({ baseURL: e2eServers.admin.url });
test.describe.configure({ timeout: 120_000 });

async function createLiveArticle(request: APIRequestContext, title: string, slug: string): Promise<number> {
  const login = await request.post('/api/token-login', { data: e2eAdmin });
  const { token } = (await login.json()) as { token: string };
  const created = await request.post('/api/admin/articles', {
    headers: { authorization: `Bearer ${token}` },
    data: { title, slug, kind: 'insight', status: 'published', blocks: [] },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

test('an article’s saved draft is previewed by its editor and through a shared link signed out, as the article page draws it', async ({
  page,
  browser,
  request,
}) => {
  const stamp = Date.now();
  const slug = `e2e-article-preview-${stamp}`;
  const liveTitle = `Live article ${stamp}`;
  const draftTitle = `Draft article ${stamp}`;
  const id = await createLiveArticle(request, liveTitle, slug);
  await signInAt(page, `/admin/insights/${id}`);
  const bar = page.getByRole('region', { name: 'Publication' });
  await expect(bar.getByText('Published', { exact: true })).toBeVisible();

  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(draftTitle);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(bar.getByText('Published, draft pending')).toBeVisible();

  // The editor's own preview: the article page draws the draft, under the draft notice.
  const [preview] = await Promise.all([page.waitForEvent('popup'), bar.getByRole('link', { name: 'Preview' }).click()]);
  await expect(preview).toHaveURL(new RegExp(`/preview/articles/${id}$`));
  await expect(preview.getByRole('heading', { level: 1, name: draftTitle })).toBeVisible();
  await expect(preview.getByRole('status').filter({ hasText: 'Preview of a draft' })).toBeVisible();
  await preview.close();

  // A shareable link, opened by someone signed out; visitors still read the live article.
  await bar.getByRole('button', { name: 'Share preview link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share a preview link' });
  await dialog.getByLabel('Valid for (days)').fill('2');
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const linkField = dialog.getByRole('textbox', { name: /Preview link/ });
  await expect(linkField).toHaveValue(/\/preview\/link\//);
  const link = await linkField.inputValue();
  await dialog.getByRole('button', { name: 'Close' }).click();

  const stranger = await browser.newContext({ baseURL: e2eServers.admin.url });
  const shared = await stranger.newPage();
  await shared.goto(link);
  await expect(shared.getByRole('heading', { level: 1, name: draftTitle })).toBeVisible();
  await expect(shared.getByRole('status').filter({ hasText: 'Preview of a draft' })).toBeVisible();
  await shared.goto(`/insights/${slug}`);
  await expect(shared.getByRole('heading', { level: 1, name: liveTitle })).toBeVisible();
  await stranger.close();
});
