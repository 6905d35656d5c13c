import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { signInAt } from './support/admin-sign-in';
import { e2eServers } from './support/e2e-servers';

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
