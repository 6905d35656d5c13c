import type { Browser, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { searchDialog, searchField } from './support/search-dialog';

test.use({ colorScheme: 'light' });

/**
 * Holds back the page's scripts until the test lets them through, as a slow phone would: what the visitor does
 * in the meantime happens before the code that answers it has arrived, on any machine, however fast.
 */
async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function freshPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, colorScheme: 'light' });
  await context.addInitScript(() => window.localStorage.setItem('cookie-consent', 'accepted'));
  return context.newPage();
}

test.describe('search shortcut from the first paint', () => {
  test('Ctrl+K pressed as soon as the Search button shows opens search, and every letter typed at once lands in its field', async ({
    browser,
    baseURL,
  }) => {
    for (let run = 1; run <= 3; run += 1) {
      const page = await freshPage(browser, baseURL);
      const releaseScripts = await holdScripts(page);
      await page.goto('/', { waitUntil: 'commit' });
      await expect(page.getByRole('banner').getByRole('button', { name: 'Search' })).toBeVisible();
      await page.keyboard.press('Control+k');
      await page.keyboard.type('cloud');
      // Only the server's HTML so far: the app has not started (it marks the page once it has).
      await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
      releaseScripts();
      await expect(searchField(page), `run ${run}`).toBeFocused();
      await expect(searchField(page), `run ${run}`).toHaveValue('cloud');
      await expect(searchDialog(page).getByText(/results? for "cloud"/)).toBeVisible();
      await page.context().close();
    }
  });

  test('letters typed after the app handles Ctrl+K, while the dialog code loads, land in the field', async ({
    browser,
    baseURL,
  }) => {
    const page = await freshPage(browser, baseURL);
    await page.goto('/');
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    // The dialog's code (fetched on its first open) is held back until the letters are typed.
    const releaseScripts = await holdScripts(page);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('zero trust');
    releaseScripts();
    await expect(searchField(page)).toHaveValue('zero trust');
    // The space went to the search, not to scrolling the page.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // Closed and opened again, the field starts empty and takes what is typed as usual.
    await page.keyboard.press('Escape');
    await expect(searchDialog(page)).toBeHidden();
    await page.keyboard.press('Control+k');
    await expect(searchField(page)).toBeFocused();
    await page.keyboard.type('abc');
    await expect(searchField(page)).toHaveValue('abc');
    await page.context().close();
  });
});
