import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';

const bannerOf = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });
const storedConsent = (page: Page) => page.evaluate(() => window.localStorage.getItem('cookie-consent'));

/**
 * Loads the site under Playwright's fake clock, paused, so no fake time passes while the page loads:
 * the banner's timer starts at a known instant and `runFor` alone decides when 10 s have gone by.
 */
async function openSite(page: Page, path = '/') {
  const start = new Date('2030-01-15T09:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1_000));
  await page.goto(path);
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

/** Shows the banner, then lets time flow again so the rest of the page (data, animations) behaves normally. */
async function openSiteWithBanner(page: Page) {
  await openSite(page);
  await page.clock.runFor(10_000);
  // The banner's panel is fetched when it is due; React needs running timers to show it once it arrives.
  await page.clock.resume();
  await expect(bannerOf(page)).toBeVisible();
}

test.describe('cookie banner', () => {
  test('appears 10 s after the page loads, and not before', async ({ page }) => {
    await openSite(page);
    await expect(bannerOf(page)).toBeHidden();

    await page.clock.runFor(9_999);
    await expect(bannerOf(page)).toBeHidden();

    await page.clock.runFor(1);
    // Due now: let time flow so the lazily loaded panel can render.
    await page.clock.resume();
    const banner = bannerOf(page);
    await expect(banner).toBeVisible();
    await expect(banner.getByText(/theme preference and your consent choice/)).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/cookie-policy');
    await expect(banner.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    await expect(banner.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service');
  });

  test('Accept All stores the consent, which keeps the banner away after a reload', async ({ page }) => {
    await openSiteWithBanner(page);

    await bannerOf(page).getByRole('button', { name: 'Accept All' }).click();
    await expect(bannerOf(page)).toBeHidden();
    expect(await storedConsent(page)).toBe('accepted');

    await page.reload();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.clock.runFor(30_000);
    await expect(bannerOf(page)).toBeHidden();
  });

  for (const action of ['Decline', 'Close']) {
    test(`${action} hides it for this visit without storing anything`, async ({ page }) => {
      await openSiteWithBanner(page);

      await bannerOf(page).getByRole('button', { name: action, exact: true }).click();
      await expect(bannerOf(page)).toBeHidden();
      expect(await storedConsent(page)).toBeNull();

      await page.clock.runFor(30_000);
      await expect(bannerOf(page)).toBeHidden();

      await page.reload();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await page.clock.runFor(10_000);
      await expect(bannerOf(page)).toBeVisible();
    });
  }

  test('Read more expands the explanation', async ({ page }) => {
    await openSiteWithBanner(page);
    const banner = bannerOf(page);
    const readMore = banner.getByRole('button', { name: 'Read more' });
    await expect(readMore).toHaveAttribute('aria-expanded', 'false');
    await expect(banner.getByText('Theme preference', { exact: true })).toBeHidden();

    await readMore.click();

    const readLess = banner.getByRole('button', { name: 'Read less' });
    await expect(readLess).toHaveAttribute('aria-expanded', 'true');
    await expect(banner.getByText('Theme preference', { exact: true })).toBeVisible();
    await expect(banner.getByText('Consent choice', { exact: true })).toBeVisible();
  });

  test('does not take focus, and is reachable with the keyboard', async ({ page }) => {
    await openSiteWithBanner(page);
    await expect(page.locator('body')).toBeFocused();

    // The banner comes last in the page, so Shift+Tab from the top of the document lands on its last button.
    await page.keyboard.press('Shift+Tab');
    await expect(bannerOf(page).getByRole('button', { name: 'Accept All' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    const decline = bannerOf(page).getByRole('button', { name: 'Decline' });
    await expect(decline).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(bannerOf(page)).toBeHidden();
    expect(await storedConsent(page)).toBeNull();
  });

  test('Escape dismisses it without storing anything', async ({ page }) => {
    await openSiteWithBanner(page);
    await bannerOf(page).getByRole('button', { name: 'Read more' }).focus();
    await page.keyboard.press('Escape');
    await expect(bannerOf(page)).toBeHidden();
    expect(await storedConsent(page)).toBeNull();
  });

  test('leaves most of a phone screen free', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await openSiteWithBanner(page);
    const box = await bannerOf(page).boundingBox();
    expect(box).not.toBeNull();
    expect(box?.height ?? Infinity).toBeLessThan(667 / 2);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(667);
  });
});
