import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { expectNoViolations, withoutToasts } from './support/axe-check';
import { signInAt } from './support/admin-sign-in';
import { e2eAdmin, e2eServers } from './support/e2e-servers';

// This spec creates pages and saves them from two browsers: it runs against the server for specs that change content.
test.use({ baseURL: e2eServers.admin.url });
test.describe.configure({ timeout: 120_000 });

/** A live page with two introduction blocks, made through the API; answers its id. */
async function createLivePage(request: APIRequestContext, slug: string): Promise<number> {
  const login = await request.post('/api/token-login', { data: e2eAdmin });
  const { token } = (await login.json()) as { token: string };
  const created = await request.post('/api/admin/pages', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title: 'Shared page',
      slug,
      status: 'published',
      blocks: [
        { type: 'intro', data: { title: 'Welcome', description: 'We watch.' } },
        { type: 'intro', data: { title: 'Approach', description: 'We plan.' } },
      ],
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

/** A separate browser (its own cookies and storage) signed in on the page's editor: one more person. */
async function editorIn(browser: Browser, id: number, theme?: 'light' | 'dark'): Promise<Page> {
  const context = await browser.newContext({ baseURL: e2eServers.admin.url, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  if (theme) await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
  await signInAt(page, `/admin/pages/${id}`);
  await expect(page.getByRole('heading', { name: 'Edit page: Shared page' })).toBeVisible();
  return page;
}

const leadParagraph = (page: Page, n: number) =>
  page
    .getByRole('region', { name: new RegExp(`^${n}\\. Introduction( · |$)`) })
    .getByRole('textbox', { name: /^Lead paragraph\b/ });

test('two people edit different blocks of one page and both publish: the page holds both edits', async ({
  browser,
  request,
}) => {
  const slug = `e2e-merge-${Date.now()}`;
  const id = await createLivePage(request, slug);
  const first = await editorIn(browser, id);
  const second = await editorIn(browser, id);

  await leadParagraph(first, 1).fill('Written in the first browser.');
  await leadParagraph(second, 2).fill('Written in the second browser.');
  await first.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(first.getByText('No unsaved changes')).toBeVisible();

  // The second saves from the version before the first's: the server merges the two.
  await second.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(second.getByText(/^Combined with the version .* saved\.$/)).toBeVisible();
  await expect(second.getByRole('region', { name: /^Not saved/ })).toHaveCount(0);
  await expect(leadParagraph(second, 1)).toHaveValue('Written in the first browser.');
  await expect(leadParagraph(second, 2)).toHaveValue('Written in the second browser.');

  await first.reload();
  await expect(leadParagraph(first, 1)).toHaveValue('Written in the first browser.');
  await expect(leadParagraph(first, 2)).toHaveValue('Written in the second browser.');
  const visitor = await browser.newPage({ baseURL: e2eServers.admin.url });
  await visitor.goto(`/${slug}`);
  await expect(visitor.getByText('Written in the first browser.')).toBeVisible();
  await expect(visitor.getByText('Written in the second browser.')).toBeVisible();
  await visitor.close();
  await first.context().close();
  await second.context().close();
});

for (const theme of ['light', 'dark'] as const) {
  test(`the same blocks and title changed by both: keep theirs or mine for each, by keyboard (${theme})`, async ({
    browser,
    request,
  }) => {
    const slug = `e2e-clash-${theme}-${Date.now()}`;
    const id = await createLivePage(request, slug);
    const first = await editorIn(browser, id);
    const second = await editorIn(browser, id, theme);

    await first.getByLabel('Page title').fill('Shared page, titled first');
    await leadParagraph(first, 1).fill('First: one.');
    await leadParagraph(first, 2).fill('First: two.');
    await first.getByRole('button', { name: 'Save draft' }).click();
    await expect(first.getByText('No unsaved changes')).toBeVisible();

    await second.getByLabel('Page title').fill('Shared page, titled second');
    await second.getByLabel('Description').fill('Only the second changed this.');
    await leadParagraph(second, 1).fill('Second: one.');
    await leadParagraph(second, 2).fill('Second: two.');
    await second.getByRole('button', { name: 'Save draft' }).click();

    const conflict = second.getByRole('region', { name: /^Not saved: .* saved a newer version meanwhile$/ });
    const title: Locator = conflict.getByRole('group', { name: 'Title' });
    const welcome: Locator = conflict.getByRole('group', { name: 'Introduction “Welcome”' });
    const approach: Locator = conflict.getByRole('group', { name: 'Introduction “Approach”' });
    await expect(welcome).toContainText('First: one.');
    await expect(welcome).toContainText('Second: one.');
    await expect(title).toContainText('Shared page, titled first');
    await expect(approach).toBeVisible();
    // Only what both changed: the description changed on one side only and combines.
    await expect(conflict.getByRole('group')).toHaveCount(3);
    await expect(conflict.getByRole('heading', { level: 2 })).toBeFocused();

    for (const width of [1440, 375]) {
      await second.setViewportSize({ width, height: 900 });
      await expectNoViolations(second, `conflict view, ${theme}, ${width}`, withoutToasts);
      await conflict.screenshot({ path: `/work/notes/shots/merge-conflict-${theme}-${width}.png` });
    }
    await second.setViewportSize({ width: 1440, height: 900 });

    // By keyboard: from the focused heading into each group in turn; Space keeps mine, an arrow moves to theirs.
    await second.keyboard.press('Tab');
    await expect(title.getByRole('radio', { name: 'Keep mine' })).toBeFocused();
    await second.keyboard.press('Space');
    await second.keyboard.press('Tab');
    await expect(welcome.getByRole('radio', { name: 'Keep mine' })).toBeFocused();
    await second.keyboard.press('ArrowDown');
    await expect(welcome.getByRole('radio', { name: 'Keep theirs' })).toBeChecked();
    await second.keyboard.press('Tab');
    await expect(approach.getByRole('radio', { name: 'Keep mine' })).toBeFocused();
    await second.keyboard.press('Space');
    await expect(approach.getByRole('radio', { name: 'Keep mine' })).toBeChecked();
    await second.keyboard.press('Tab');
    await expect(conflict.getByRole('button', { name: 'Save with these choices' })).toBeFocused();
    await second.keyboard.press('Enter');

    await expect(conflict).toHaveCount(0);
    await expect(leadParagraph(second, 1)).toHaveValue('First: one.');
    await expect(leadParagraph(second, 2)).toHaveValue('Second: two.');
    await first.reload();
    await expect(first.getByLabel('Page title')).toHaveValue('Shared page, titled second');
    await expect(first.getByLabel('Description')).toHaveValue('Only the second changed this.');
    await expect(leadParagraph(first, 1)).toHaveValue('First: one.');
    await expect(leadParagraph(first, 2)).toHaveValue('Second: two.');
    await first.context().close();
    await second.context().close();
  });
}
