import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { expectNoViolations } from './support/axe-check';
import { openHome, openWithShortcut, searchDialog } from './support/search-dialog';

for (const theme of ['light', 'dark'] as const) {
  test.describe(`shell accessibility (${theme})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    });

    test('header, footer and page with dropdown open and closed', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoViolations(page, 'home, menus closed');
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('button', { name: /Company/ })
        .first()
        .click();
      await expectNoViolations(page, 'company dropdown open', { include: 'header' });
    });

    test('mobile menu open', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      // The panel loads on first open: check it once it is there.
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' })).toBeVisible();
      await expectNoViolations(page, 'mobile menu open', { include: 'header' });
      await expectNoViolations(page, 'mobile footer', { include: 'footer' });
    });

    test('cookie banner', async ({ page }) => {
      await page.clock.install();
      await page.goto('/');
      await page.clock.runFor(10_000);
      await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
      await expectNoViolations(page, 'cookie banner', { include: '[aria-label="Cookie consent"]' });
    });
  });
}

test.describe('reduced motion', () => {
  // The longest animation on the open search dialog, in seconds, as the browser computes it.
  const longestDialogAnimation = (page: Page) =>
    searchDialog(page).evaluate((dialog) =>
      Math.max(
        ...[dialog, ...Array.from(dialog.querySelectorAll('*'))].map((node) =>
          parseFloat(getComputedStyle(node).animationDuration),
        ),
      ),
    );

  test('dialogs animate open for most visitors', async ({ page }) => {
    await openHome(page);
    await openWithShortcut(page);
    expect(await longestDialogAnimation(page)).toBeGreaterThan(0.05);
  });

  test('nothing animates for visitors who ask for less motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHome(page);
    await openWithShortcut(page);
    expect(await longestDialogAnimation(page)).toBeLessThan(0.001);
    await page.keyboard.press('Escape');
    // Closing still ends: the near-zero exit animation fires animationend, so the dialog unmounts.
    await expect(searchDialog(page)).toHaveCount(0);
  });
});
