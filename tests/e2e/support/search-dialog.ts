import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { expectNoViolations } from './axe-check';

/** Shared steps of the search specs. */
export const searchDialog = (page: Page) => page.getByRole('dialog', { name: 'Search' });
export const searchField = (page: Page) =>
  searchDialog(page).getByRole('searchbox', { name: 'Search pages and content' });

export async function openHome(page: Page) {
  // The cookie banner would cover results; it is not what these tests are about.
  await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'accepted'));
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await waitForHydration(page);
}

/**
 * A lazily loaded part of a server-rendered page (the page body) hydrates when its code arrives, after the
 * rest: wait until React has taken over this element (it then carries React's internal fiber key).
 */
export async function waitForElementHydration(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))))
    .toBe(true);
}

/** The server's HTML is on screen before the app's code runs: wait until the app has taken it over. */
export async function waitForHydration(page: Page) {
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
}

export async function openWithShortcut(page: Page) {
  await page.keyboard.press('Control+k');
  await expect(searchDialog(page)).toBeVisible();
  await expect(searchField(page)).toBeFocused();
}

/** axe on the open dialog only. */
export async function expectNoAxeViolations(page: Page, label: string) {
  await expectNoViolations(page, label, { include: '[role=dialog]' });
}
