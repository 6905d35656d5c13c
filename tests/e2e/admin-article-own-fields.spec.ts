import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { signInAt } from './support/admin-sign-in';
import { e2eAdmin, e2eServers } from './support/e2e-servers';

// An article's own fields (authors, topics, …) get the page editor's safety nets (issue 30): kept on this device
// through a reload, and merged field by field with a save made meanwhile. Each test makes its own draft article
// and reads only that, on the admin specs' server.
test.use({ baseURL: e2eServers.admin.url });
test.describe.configure({ timeout: 120_000 });

/** A draft article made through the API, with no authors; answers its id. */
async function createDraftArticle(request: APIRequestContext, title: string, slug: string): Promise<number> {
  const login = await request.post('/api/token-login', { data: e2eAdmin });
  const { token } = (await login.json()) as { token: string };
  const created = await request.post('/api/admin/articles', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title,
      slug,
      description: 'The summary as created.',
      kind: 'insight',
      blocks: [{ type: 'intro', data: { title } }],
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

/** A separate browser (its own cookies and storage) signed in on the article's editor: one more person. */
async function editorIn(browser: Browser, id: number, title: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: e2eServers.admin.url, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signInAt(page, `/admin/insights/${id}`);
  await expect(page.getByRole('heading', { name: `Edit insight: ${title}` })).toBeVisible();
  return page;
}

const summary = (page: Page) => page.getByRole('textbox', { name: /^Summary/ });
/** The article's own fields in the editor (the conflict view has groups of the same names). */
const articleFields = (page: Page) => page.getByRole('region', { name: 'Article', exact: true });
const authors = (page: Page) => articleFields(page).getByRole('group', { name: 'Authors' }).getByRole('listitem');

async function addAuthor(page: Page, name: string) {
  await articleFields(page).getByLabel('Add author').selectOption({ label: name });
}

test('an editor’s unsaved summary and authors survive a reload, offered back and then saved', async ({
  browser,
  request,
}) => {
  const stamp = Date.now();
  const title = `Kept through a reload ${stamp}`;
  const id = await createDraftArticle(request, title, `e2e-kept-article-${stamp}`);
  const page = await editorIn(browser, id, title);

  await summary(page).fill('An unsaved summary.');
  await addAuthor(page, 'Priya Raman');
  await expect(authors(page)).toHaveCount(1);
  // Kept a moment after the last change: wait for the copy on this device to hold both, then reload.
  await page.waitForFunction((item) => {
    const key = Object.keys(localStorage).find((name) => name.endsWith(`:${item}`));
    const kept = key
      ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { document?: { description: string; meta?: string } })
      : {};
    const meta = JSON.parse(kept.document?.meta ?? '{}') as { authorIds?: number[] };
    return kept.document?.description === 'An unsaved summary.' && meta.authorIds?.length === 1;
  }, `article:${id}`);
  // The reload meets the editor's beforeunload question: leave, as a crash or a closed tab would.
  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();

  const found = page.getByRole('region', { name: 'Unsaved changes found' });
  await expect(summary(page)).toHaveValue('The summary as created.');
  await expect(authors(page)).toHaveCount(0);
  await found.getByRole('button', { name: 'Restore them' }).click();
  await expect(summary(page)).toHaveValue('An unsaved summary.');
  await expect(authors(page)).toHaveText([/^Priya Raman/]);
  await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('No unsaved changes')).toBeVisible();
  await page.reload();
  await expect(summary(page)).toHaveValue('An unsaved summary.');
  await expect(authors(page)).toHaveText([/^Priya Raman/]);
  await expect(found).toHaveCount(0);
  await page.context().close();
});

test('a summary and authors both people changed are chosen in the conflict view; a topic only one added combines', async ({
  browser,
  request,
}) => {
  const stamp = Date.now();
  const title = `Edited twice ${stamp}`;
  const id = await createDraftArticle(request, title, `e2e-clash-article-${stamp}`);
  const first = await editorIn(browser, id, title);
  const second = await editorIn(browser, id, title);

  await summary(first).fill('The first summary.');
  await addAuthor(first, 'Mara Lindqvist');
  await first.getByRole('button', { name: 'Save draft' }).click();
  await expect(first.getByText('No unsaved changes')).toBeVisible();

  await summary(second).fill('The second summary.');
  await addAuthor(second, 'Jonas Weber');
  await articleFields(second).getByLabel('Topics').fill('Edge devices');
  await articleFields(second).getByLabel('Topics').press('Enter');
  await second.getByRole('button', { name: 'Save draft' }).click();

  const conflict = second.getByRole('region', { name: /^Not saved: .* saved a newer version meanwhile$/ });
  const summaryClash = conflict.getByRole('group', { name: 'Summary' });
  const authorsClash = conflict.getByRole('group', { name: 'Authors' });
  await expect(summaryClash).toContainText('The first summary.');
  await expect(summaryClash).toContainText('The second summary.');
  await expect(authorsClash).toContainText('Mara Lindqvist');
  await expect(authorsClash).toContainText('Jonas Weber');
  // Only what both changed: the topic is the second's alone and combines.
  await expect(conflict.getByRole('group')).toHaveCount(2);

  await summaryClash.getByRole('radio', { name: 'Keep mine' }).check();
  await authorsClash.getByRole('radio', { name: 'Keep theirs' }).check();
  await conflict.getByRole('button', { name: 'Save with these choices' }).click();
  await expect(conflict).toHaveCount(0);
  await expect(second.getByText('No unsaved changes')).toBeVisible();
  await expect(summary(second)).toHaveValue('The second summary.');
  await expect(authors(second)).toHaveText([/^Mara Lindqvist/]);

  await first.reload();
  await expect(summary(first)).toHaveValue('The second summary.');
  await expect(authors(first)).toHaveText([/^Mara Lindqvist/]);
  await expect(articleFields(first).getByRole('button', { name: 'Remove Edge devices' })).toBeVisible();
  await first.context().close();
  await second.context().close();
});
