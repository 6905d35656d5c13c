import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { signInAt } from './support/admin-sign-in';
import { e2eAdmin, e2eServers } from './support/e2e-servers';

// The admin server, where editors may be opened; nothing here is saved, so the seeded content stays as it was.
test.use({ baseURL: e2eServers.admin.url });

/** Opens the seeded Contact page's editor from the pages list, so Back has a screen of the app to return to. */
async function openContactEditor(page: Page) {
  await signInAt(page, '/admin/pages');
  await page.getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Edit page: Contact' })).toBeVisible();
}

const leaveQuestion = (page: Page) => page.getByRole('alertdialog', { name: 'Leave without saving?' });
const blockHeadings = (page: Page) =>
  page.getByRole('form', { name: 'Page editor' }).getByRole('heading', { level: 3 }).allTextContents();

test.describe('unsaved work', () => {
  test.describe.configure({ timeout: 90_000 });

  test('browser Back from a page editor with unsaved changes asks first: Stay keeps them, Leave goes', async ({
    page,
  }) => {
    await openContactEditor(page);
    const title = page.getByLabel('Page title');
    await title.fill('Contact (draft)');

    // A reload is the browser's own question (beforeunload); dismissed, the page and its edits stay.
    const asked = new Promise<string>((resolve) => {
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.dismiss();
      });
    });
    const reload = page.reload({ timeout: 5_000 }).catch(() => undefined);
    expect(await asked).toBe('beforeunload');
    await reload;
    await expect(title).toHaveValue('Contact (draft)');

    await page.goBack();
    const dialog = leaveQuestion(page);
    await expect(dialog).toBeVisible();
    // Focus starts on the answer that loses nothing.
    await expect(dialog.getByRole('button', { name: 'Stay' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/pages\/\d+$/);
    await expect(title).toHaveValue('Contact (draft)');

    await page.goBack();
    await leaveQuestion(page).getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/admin\/pages$/);
    await expect(page.getByRole('link', { name: 'Contact', exact: true })).toBeVisible();
    // Gone for good: nothing asks any more.
    await expect(leaveQuestion(page)).toHaveCount(0);
  });

  test('an in-app link from the header editor with unsaved changes asks first', async ({ page }) => {
    await signInAt(page, '/admin/global-components');
    // Untouched, none of the three editors holds the way out.
    await page.getByRole('tab', { name: 'Footer' }).click();
    await expect(page.getByRole('form', { name: 'Footer' })).toBeVisible();
    await page.getByRole('tab', { name: 'Call to action' }).click();
    await expect(page.getByRole('form', { name: 'Call to action' })).toBeVisible();
    await page.getByRole('link', { name: 'Pages', exact: true }).click();
    // The address changes first; the list is drawn once its screen has loaded, and only then has the
    // components screen gone (coming back any sooner would find it still there, on the tab last opened).
    await expect(page.getByRole('heading', { name: 'Pages', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Global components', exact: true }).click();

    const placeholder = page.getByRole('form', { name: 'Header' }).getByLabel('Search placeholder');
    await placeholder.fill('Search the whole site');
    const pagesLink = page.getByRole('link', { name: 'Pages', exact: true });

    await pagesLink.click();
    await leaveQuestion(page).getByRole('button', { name: 'Stay' }).click();
    await expect(leaveQuestion(page)).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/global-components$/);
    await expect(placeholder).toHaveValue('Search the whole site');

    await pagesLink.click();
    await leaveQuestion(page).getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/admin\/pages$/);
  });

  test('Undo puts a removed block back at its place; once the toast has gone it stays removed', async ({ page }) => {
    // The clock runs as usual until the test moves it on, past the toast's five seconds.
    await page.clock.install();
    await openContactEditor(page);
    const before = await blockHeadings(page);
    const faq = page.getByRole('region', { name: /^\d+\. Frequently asked questions( · |$)/ });
    await expect(faq).toBeVisible();

    await page.getByRole('button', { name: /^Remove \d+\. Frequently asked questions$/ }).click();
    await expect(faq).toHaveCount(0);
    await expect(page.getByText('Block removed')).toBeVisible();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(faq).toBeVisible();
    expect(await blockHeadings(page)).toEqual(before);
    await expect(page.getByText('No unsaved changes')).toBeVisible();

    await page.getByRole('button', { name: /^Remove \d+\. Frequently asked questions$/ }).click();
    await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();
    await page.clock.runFor(6_000);
    await expect(page.getByRole('button', { name: 'Undo' })).toHaveCount(0);
    await expect(faq).toHaveCount(0);
    await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();
  });
});

test.describe('edits kept on this device', () => {
  test.describe.configure({ timeout: 90_000 });

  /** A page of this test's own, so its saves change nothing other specs read. */
  async function ownPage(page: Page): Promise<number> {
    const login = await page.request.post('/api/token-login', { data: e2eAdmin });
    const { token } = (await login.json()) as { token: string };
    const created = await page.request.post('/api/admin/pages', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        title: 'Kept edits page',
        slug: `e2e-kept-${Date.now()}`,
        status: 'draft',
        blocks: [{ type: 'intro', data: { title: 'As created' } }],
      },
    });
    expect(created.status()).toBe(201);
    return ((await created.json()) as { id: number }).id;
  }

  const keptNotice = (page: Page) => page.getByRole('region', { name: 'Unsaved changes found' });
  const introTitle = (page: Page) =>
    page.getByRole('region', { name: /^1\. Introduction( · |$)/ }).getByLabel('Title', { exact: true });
  /** Kept edits are written a moment after typing stops; this waits for the write, not for a time. */
  const keptOnDevice = (page: Page, text: string) =>
    page.waitForFunction((wanted) => Object.values(localStorage).some((value) => value.includes(wanted)), text);

  // Issue 29: after every successful save the notice said edits "were kept on this device", and restoring them
  // met the conflict view against one's own save.
  test('never follow a successful save; a closed tab brings its edit back', async ({ page, context }) => {
    const id = await ownPage(page);
    await signInAt(page, `/admin/pages/${id}`);
    await introTitle(page).fill('Saved for good');
    await keptOnDevice(page, 'Saved for good');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Draft saved')).toBeVisible();
    await expect(introTitle(page)).toHaveValue('Saved for good');
    await expect(keptNotice(page)).toHaveCount(0);
    await page.reload();
    await expect(introTitle(page)).toHaveValue('Saved for good');
    await expect(keptNotice(page)).toHaveCount(0);

    // An edit left unsaved in a tab that is closed is what the notice is for.
    await introTitle(page).fill('Left unsaved');
    await keptOnDevice(page, 'Left unsaved');
    await page.close({ runBeforeUnload: false });
    const again = await context.newPage();
    await again.goto(`/admin/pages/${id}`);
    const notice = keptNotice(again);
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Restore them' }).click();
    await expect(introTitle(again)).toHaveValue('Left unsaved');
    await again.getByRole('button', { name: 'Save draft' }).click();
    await expect(again.getByText('Draft saved')).toBeVisible();
    await expect(again.getByRole('alert', { name: 'Edit conflict' })).toHaveCount(0);
    await expect(keptNotice(again)).toHaveCount(0);
  });
});
