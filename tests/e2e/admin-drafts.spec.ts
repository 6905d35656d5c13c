import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { expectNoViolations } from './support/axe-check';
import { signInAt } from './support/admin-sign-in';
import { e2eAdmin, e2eServers } from './support/e2e-servers';

// This spec publishes and shares drafts: it runs against the server for specs that change content.
test.use({ baseURL: e2eServers.admin.url });
test.describe.configure({ timeout: 90_000 });

async function createLivePage(request: APIRequestContext, slug: string): Promise<number> {
  const login = await request.post('/api/token-login', { data: e2eAdmin });
  const { token } = (await login.json()) as { token: string };
  const created = await request.post('/api/admin/pages', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title: 'Drafts page',
      slug,
      status: 'published',
      blocks: [{ type: 'intro', data: { title: 'The live text' } }],
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

const introTitle = (page: Page) =>
  page.getByRole('region', { name: /^1\. Introduction( · |$)/ }).getByLabel('Title', { exact: true });

test('a live page edited as a draft stays unchanged for visitors until Publish; a shared preview works signed out', async ({
  page,
  browser,
  request,
}) => {
  const slug = `e2e-drafts-${Date.now()}`;
  const id = await createLivePage(request, slug);
  await signInAt(page, `/admin/pages/${id}`);
  const bar = page.getByRole('region', { name: 'Publication' });
  await expect(bar.getByText('Published', { exact: true })).toBeVisible();

  await introTitle(page).fill('The draft text');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(bar.getByText('Published, draft pending')).toBeVisible();

  const visitorContext = await browser.newContext({ baseURL: e2eServers.admin.url });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/${slug}`);
  await expect(visitor.getByRole('heading', { name: 'The live text' })).toBeVisible();
  await expect(visitor.getByText('The draft text')).toHaveCount(0);

  // The editor's own preview: the public site draws the draft, for signed-in staff.
  const [preview] = await Promise.all([page.waitForEvent('popup'), bar.getByRole('link', { name: 'Preview' }).click()]);
  await expect(preview.getByRole('heading', { name: 'The draft text' })).toBeVisible();
  await expect(preview.getByRole('status').filter({ hasText: 'Preview of a draft' })).toBeVisible();
  await preview.close();

  // A shareable link, opened by someone signed out.
  await bar.getByRole('button', { name: 'Share preview link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share a preview link' });
  await dialog.getByLabel('Valid for (days)').fill('2');
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const linkField = dialog.getByRole('textbox', { name: /Preview link/ });
  await expect(linkField).toHaveValue(/\/preview\/link\//);
  const link = await linkField.inputValue();
  await expect(dialog.getByRole('listitem')).toHaveCount(1);
  await expectNoViolations(page, 'share preview dialog', { include: '[role=dialog]' });
  await dialog.getByRole('button', { name: 'Close' }).click();

  const stranger = await browser.newContext();
  const shared = await stranger.newPage();
  const answer = await shared.goto(link);
  expect(answer?.headers()['x-robots-tag']).toBe('noindex');
  await expect(shared.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(shared.getByRole('heading', { name: 'The draft text' })).toBeVisible();
  await stranger.close();

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(bar.getByText('Published', { exact: true })).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: 'The draft text' })).toBeVisible();
  await visitorContext.close();
});

for (const theme of ['light', 'dark'] as const) {
  test(`the publication bar and its dialogs have no axe violations, at 1440 and 375 (${theme})`, async ({
    browser,
    request,
  }) => {
    const slug = `e2e-drafts-axe-${theme}-${Date.now()}`;
    const id = await createLivePage(request, slug);
    const context = await browser.newContext({ baseURL: e2eServers.admin.url });
    const page = await context.newPage();
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await signInAt(page, `/admin/pages/${id}`);
    const bar = page.getByRole('region', { name: 'Publication' });
    await expect(bar).toBeVisible();
    await expectNoViolations(page, 'publication bar', { include: '[aria-label="Publication"]' });

    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `test-results/drafts-editor-${theme}-${width}.png` });
      await bar.getByRole('button', { name: 'Publish at…' }).click();
      const schedule = page.getByRole('dialog', { name: 'Publish at a time' });
      await expect(schedule.getByText(/site’s time zone, UTC/)).toBeVisible();
      await expectNoViolations(page, 'publish at dialog', { include: '[role=dialog]' });
      await page.screenshot({ path: `test-results/drafts-schedule-${theme}-${width}.png` });
      await schedule.getByRole('button', { name: 'Close' }).click();
      await bar.getByRole('button', { name: 'Share preview link' }).click();
      const share = page.getByRole('dialog', { name: 'Share a preview link' });
      await expect(share.getByText('No preview links yet.')).toBeVisible();
      await page.screenshot({ path: `test-results/drafts-share-${theme}-${width}.png` });
      await share.getByRole('button', { name: 'Close' }).click();
    }

    await page.setViewportSize({ width: 1440, height: 900 });
    await bar.getByRole('button', { name: 'Publish at…' }).click();
    const schedule = page.getByRole('dialog', { name: 'Publish at a time' });
    await schedule.getByLabel(/Date and time/).fill('2099-01-01T09:30');
    await schedule.getByRole('button', { name: 'Schedule' }).click();
    await expect(bar.getByText('Scheduled', { exact: true })).toBeVisible();
    await expect(bar.getByText('Publishes 1 Jan 2099, 09:30 (UTC)')).toBeVisible();

    // The staff preview is a new screen too: the public site's page under the draft notice.
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/preview/pages/${id}`);
      await expect(page.getByRole('heading', { name: 'The live text' })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Preview of a draft' })).toBeVisible();
      await expectNoViolations(page, 'staff preview', { include: 'main' });
      await page.screenshot({ path: `test-results/drafts-preview-${theme}-${width}.png` });
    }
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.goto('/admin/pages?q=' + slug);
    await expect(page.getByRole('table').getByText('Scheduled')).toBeVisible();
    await expectNoViolations(page, 'pages list', { include: 'table' });
    await context.close();
  });
}
