import type { Browser, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { e2eAdmin, e2eServers } from './support/e2e-servers';

// This spec creates a page and saves it twice over: it runs against the server for specs that change content.
test.use({ baseURL: e2eServers.admin.url });

/** A separate browser (its own cookies and tabs), signed in and opened on `path`. */
async function signedInBrowser(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: e2eServers.admin.url });
  const page = await context.newPage();
  await page.goto(path);
  await expect(page).toHaveURL(/\/auth\?from=/);
  await page.getByLabel('Username').fill(e2eAdmin.username);
  await page.getByLabel('Password').fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText(/\(admin\)/)).toBeVisible();
  return page;
}

test.describe('two people editing one page', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the second save sees what the first changed, loses nothing, and can overwrite on purpose', async ({
    browser,
  }) => {
    const slug = `e2e-conflict-${Date.now()}`;
    const first = await signedInBrowser(browser, '/admin/pages/new');
    await first.getByLabel('Page title').fill('Shared page');
    await first.getByLabel('Slug').fill(slug);
    await first.getByLabel('Block type').selectOption({ label: 'Introduction' });
    await first.getByRole('button', { name: 'Add block' }).click();
    await first
      .getByRole('region', { name: /^1\. Introduction( · |$)/ })
      .getByLabel('Title', { exact: true })
      .fill('Welcome');
    await first.getByRole('button', { name: 'Create page' }).click();
    await expect(first.getByRole('heading', { name: 'Edit page: Shared page' })).toBeVisible();
    const editorPath = new URL(first.url()).pathname;

    // The second person opens the same version and starts typing before the first one saves.
    const second = await signedInBrowser(browser, editorPath);
    await expect(second.getByRole('heading', { name: 'Edit page: Shared page' })).toBeVisible();
    const mine = 'Written in the second browser, and not to be lost.';
    await second.getByLabel('Description').fill(mine);

    await first.getByLabel('Page title').fill('Shared page, renamed first');
    await first.getByRole('button', { name: 'Save draft' }).click();
    await expect(first.getByRole('heading', { name: 'Edit page: Shared page, renamed first' })).toBeVisible();

    await second.getByRole('button', { name: 'Save draft' }).click();
    const conflict = second.getByRole('alert', { name: 'Edit conflict' });
    await expect(conflict).toContainText('saved a newer version meanwhile');
    await expect(conflict.getByRole('list', { name: 'Changed meanwhile' })).toContainText(
      'Title: “Shared page” → “Shared page, renamed first”',
    );
    await expect(second.getByLabel('Description')).toHaveValue(mine);

    await conflict.getByRole('button', { name: 'Overwrite with mine' }).click();
    await expect(conflict).toBeHidden();
    await expect(second.getByLabel('Description')).toHaveValue(mine);

    await first.reload();
    await expect(first.getByLabel('Description')).toHaveValue(mine);
    await first.context().close();
    await second.context().close();
  });
});
