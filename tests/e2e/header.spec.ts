import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { waitForHydration } from './support/search-dialog';

const defaultMenu = ['Home', 'Digital Transformation', 'Solutions', 'Services', 'Company', 'Contact'];
const headerEndpoint = '**/api/public/global-components/header';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const topLink = (page: Page, name: string) => mainNav(page).getByRole('link', { name, exact: true });

async function expectDefaultMenu(page: Page) {
  await expect(mainNav(page).getByRole('link')).toHaveText(defaultMenu);
  await expect(mainNav(page).getByRole('link', { name: 'Learning' })).toHaveCount(0);
}

/** The server renders with its own configuration; without the state it sent, the browser fetches the header's. */
async function serveHomeWithoutQueryState(page: Page) {
  await page.route('/', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /<script type="application\/json" id="query-state">.*?<\/script>/s,
      '',
    );
    await route.fulfill({ response, body: html });
  });
}

test.use({ colorScheme: 'light' });

test.beforeEach(async ({ page }) => {
  // The cookie banner arrives after 10 s (or at once when the clock jumps) and is not what these tests are about.
  await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'accepted'));
});

test.describe('site header', () => {
  test('shows the default menu, with Learning hidden', async ({ page }) => {
    await page.goto('/');
    await expectDefaultMenu(page);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Aegisline home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();
  });

  test('opens the Company dropdown 50 ms after hover and closes it 400 ms after the pointer leaves', async ({
    page,
  }) => {
    const start = new Date('2026-03-02T09:00:00Z').getTime();
    await page.clock.install({ time: start });
    await page.goto('/');
    // The header configuration came with the server's HTML; the app has to be running to react to hovers.
    await waitForHydration(page);
    await expect(topLink(page, 'Company')).toBeVisible();
    // From here on, time moves only when the test says so.
    await page.clock.pauseAt(start + 60_000);

    const partners = mainNav(page).getByRole('link', { name: 'Partners' });
    await topLink(page, 'Company').hover();
    await expect(partners).toBeHidden();
    await page.clock.runFor(49);
    await expect(partners).toBeHidden();
    await page.clock.runFor(1);
    await expect(partners).toBeVisible();
    await expect(mainNav(page).getByRole('button', { name: 'Company menu' })).toHaveAttribute('aria-expanded', 'true');

    await page.mouse.move(20, 700);
    await page.clock.runFor(399);
    await expect(partners).toBeVisible();
    await page.clock.runFor(1);
    await expect(partners).toBeHidden();
  });

  test('falls back to the default menu when the header configuration fails to load', async ({ page }) => {
    await serveHomeWithoutQueryState(page);
    let calls = 0;
    await page.route(headerEndpoint, async (route) => {
      calls += 1;
      await route.fulfill({ status: 500, body: 'Internal Server Error' });
    });
    await page.goto('/');
    // The request helper makes three attempts with backoff before the header settles on its default.
    await expect.poll(() => calls, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
    await expectDefaultMenu(page);
  });

  test('highlights the active item', async ({ page }) => {
    await page.goto('/company/partners');
    await expect(topLink(page, 'Company')).toHaveAttribute('aria-current', 'page');
    await expect(topLink(page, 'Home')).not.toHaveAttribute('aria-current', 'page');

    await page.goto('/');
    await expect(topLink(page, 'Home')).toHaveAttribute('aria-current', 'page');
    await expect(topLink(page, 'Company')).not.toHaveAttribute('aria-current', 'page');
  });

  test('mobile menu opens, expands Company, navigates to Partners and closes', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    const header = page.getByRole('banner');
    // Below the large breakpoint the bar's navigation gives way to the menu button.
    await expect(mainNav(page)).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expectDefaultMenu(page);
    await expect(header.getByRole('button', { name: 'Search' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();

    await mainNav(page).getByRole('button', { name: 'Company menu' }).click();
    await mainNav(page).getByRole('link', { name: 'Partners' }).click();

    await expect(page).toHaveURL(/\/company\/partners$/);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(header.getByRole('link', { name: 'Partners' })).toHaveCount(0);
  });

  test('theme toggle flips the dark class and persists across reload', async ({ page }) => {
    await page.goto('/');
    const html = page.locator('html');
    const logo = page.getByRole('banner').getByRole('img', { name: 'Aegisline home' });
    await expect(html).not.toHaveClass(/\bdark\b/);
    // The seeded logos are media library images, one per theme.
    await expect(logo).toHaveAttribute('src', /^\/media\/\d+\/[a-f0-9]{16}\/logo-light\.svg$/);

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(logo).toHaveAttribute('src', /^\/media\/\d+\/[a-f0-9]{16}\/logo-dark\.svg$/);
    expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('dark');

    await page.reload();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();

    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(html).not.toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('light');
  });
});

test.describe('the bar from 1024 to 1280 px', () => {
  /** The page as the browser would build it without the server's state, so the header uses the routed menu. */
  async function withMenu(page: Page, menu: 'seeded' | 'full') {
    await serveHomeWithoutQueryState(page);
    await page.route(headerEndpoint, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { content: { menuItems: Record<string, unknown>[] } };
      if (menu === 'full') {
        // The spec's full menu: every item, dropdown entry and submenu entry enabled.
        const enableAll = (items: Record<string, unknown>[]): Record<string, unknown>[] =>
          items.map((item) => ({
            ...item,
            enabled: true,
            ...(Array.isArray(item.dropdownItems) ? { dropdownItems: enableAll(item.dropdownItems) } : {}),
            ...(Array.isArray(item.submenuItems) ? { submenuItems: enableAll(item.submenuItems) } : {}),
          }));
        body.content.menuItems = enableAll(body.content.menuItems);
      }
      await route.fulfill({ response, json: body });
    });
    await page.goto('/');
    await waitForHydration(page);
  }

  async function expectTidyBar(page: Page) {
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const header = page.getByRole('banner');
    if (await mainNav(page).isVisible()) {
      const links = await mainNav(page).getByRole('link').all();
      const tops = await Promise.all(links.map(async (link) => (await link.boundingBox())?.y));
      expect(new Set(tops).size, 'the links share one row').toBe(1);
      const search = header.getByRole('button', { name: 'Search' });
      const [navBox, searchBox, hintBox] = await Promise.all([
        mainNav(page).getByRole('list').boundingBox(),
        search.boundingBox(),
        search.locator('kbd').boundingBox(),
      ]);
      expect(navBox && searchBox && navBox.x + navBox.width <= searchBox.x, 'links clear of search').toBe(true);
      expect(hintBox && hintBox.height < 30, 'the shortcut hint on one line').toBe(true);
    } else {
      await expect(header.getByRole('button', { name: 'Open menu' })).toBeVisible();
    }
  }

  for (const theme of ['light', 'dark'] as const) {
    test(`the spec's full menu: menu button below 1280 px, the whole bar at 1280 px (${theme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme });
      for (const width of [1024, 1100]) {
        await page.setViewportSize({ width, height: 700 });
        await withMenu(page, 'full');
        await expect(page.getByRole('banner').getByRole('button', { name: 'Open menu' })).toBeVisible();
        await expect(mainNav(page)).toBeHidden();
        await expectTidyBar(page);
      }
      await page.setViewportSize({ width: 1280, height: 700 });
      await withMenu(page, 'full');
      await expect(topLink(page, 'Learning')).toBeVisible();
      await expectTidyBar(page);
    });
  }

  test('the seeded menu keeps the bar from 1024 px, the shortcut hint on one line', async ({ page }) => {
    for (const width of [1024, 1100, 1280]) {
      await page.setViewportSize({ width, height: 700 });
      await withMenu(page, 'seeded');
      await expect(mainNav(page)).toBeVisible();
      await expectTidyBar(page);
    }
  });
});
