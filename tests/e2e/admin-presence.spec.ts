import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { expectNoViolations, withoutToasts } from './support/axe-check';
import { e2eAdmin, e2eServers } from './support/e2e-servers';

// This spec creates an account and a page: it runs against the server for specs that change content.
test.use({ baseURL: e2eServers.admin.url });

/** The promise: each editor sees the other, and a save, within 5 s of it happening, with no reload. */
const prompt = { timeout: 5_000 };

async function adminToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/api/token-login', { data: e2eAdmin });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

/** A second editor, joined through an invitation as a person would. */
async function inviteEditor(request: APIRequestContext, token: string, name: string) {
  const headers = { authorization: `Bearer ${token}` };
  const made = await request.post('/api/admin/invitations', { headers, data: { role: 'editor', note: name } });
  expect(made.status()).toBe(201);
  const { path } = (await made.json()) as { path: string };
  const account = {
    username: `alex.${Date.now()}`,
    displayName: name,
    email: `alex.${Date.now()}@example.com`,
    password: 'quiet-harbour-lantern-42',
  };
  const joined = await request.post(`/api/invitations/${path.split('/').at(-1) ?? ''}`, { data: account });
  expect(joined.status()).toBe(201);
  return account;
}

/** A page with two introduction blocks, made through the API. */
async function createPage(request: APIRequestContext, token: string): Promise<number> {
  const intro = (title: string) => ({ type: 'intro', data: { title, description: `${title}, said at length.` } });
  const answer = await request.post('/api/admin/pages', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title: 'Opened by two',
      slug: `e2e-presence-${Date.now()}`,
      description: 'A page two editors have open at once.',
      status: 'draft',
      blocks: [intro('First words'), intro('Second words')],
    },
  });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { id: number }).id;
}

/** A browser of its own (its own cookies and tabs), signed in and opened on `path`. */
async function signedIn(browser: Browser, path: string, username: string, password: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: e2eServers.admin.url });
  const page = await context.newPage();
  await page.goto(path);
  await expect(page).toHaveURL(/\/auth\?from=/);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Edit page: Opened by two' })).toBeVisible();
  return page;
}

test.describe('two editors on one page', () => {
  test.describe.configure({ timeout: 90_000 });

  test('each sees the other within 5 s, and a save by one is announced to the other without a reload', async ({
    browser,
    request,
  }) => {
    const token = await adminToken(request);
    const alex = await inviteEditor(request, token, 'Alex Morgan');
    const id = await createPage(request, token);
    // A token caller gets the hosted backend's shape of the answer.
    const { user: admin } = (await (
      await request.get('/api/user', { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { user: { displayName: string } };
    const path = `/admin/pages/${id}`;

    const first = await signedIn(browser, path, e2eAdmin.username, e2eAdmin.password);
    const second = await signedIn(browser, path, alex.username, alex.password);
    await expect(first.getByText(`Also open by ${alex.displayName}`)).toBeVisible(prompt);
    await expect(second.getByText(`Also open by ${admin.displayName}`)).toBeVisible(prompt);

    // The second editor changes one block and saves; the first does nothing and reloads nothing.
    await second
      .getByRole('region', { name: /^1\. Introduction( · |$)/ })
      .getByLabel('Title', { exact: true })
      .fill('First words, changed by Alex');
    await second.getByRole('button', { name: 'Save draft' }).click();
    await expect(second.getByText('Draft saved')).toBeVisible();
    const notice = first.getByText(`${alex.displayName} saved a newer version (1 block changed)`);
    await expect(notice).toBeVisible(prompt);
    await expect(
      first.getByRole('region', { name: /^1\. Introduction( · |$)/ }).getByLabel('Title', { exact: true }),
    ).toHaveValue('First words');

    for (const colorScheme of ['light', 'dark'] as const) {
      await first.emulateMedia({ colorScheme });
      await expect(first.locator('html')).toHaveClass(new RegExp(`\\b${colorScheme}\\b`));
      await expectNoViolations(
        first,
        `editor with the presence and newer-version notices (${colorScheme})`,
        withoutToasts,
      );
    }

    await first.getByRole('button', { name: 'Reload theirs' }).click();
    await expect(
      first.getByRole('region', { name: /^1\. Introduction( · |$)/ }).getByLabel('Title', { exact: true }),
    ).toHaveValue('First words, changed by Alex');
    await expect(notice).toBeHidden();

    // One leaves: the other is told (after the short grace a reconnect gets) without reloading.
    await second.context().close();
    await expect(first.getByText(`Also open by ${alex.displayName}`)).toBeHidden(prompt);
    await first.context().close();
  });
});
