import type { Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { e2eServers } from './support/e2e-servers';

// Reads only: the forms are scrolled through, never sent.
test.use({ baseURL: e2eServers.token.url, viewport: { width: 375, height: 812 } });

/** Set to a folder (SCROLL_TOP_SHOTS=/tmp/shots) to keep the screenshots looked at. */
const shots = process.env.SCROLL_TOP_SHOTS;
const scrollToTop = (page: Page) => page.getByRole('button', { name: 'Scroll to top', includeHidden: true });

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Scrolls (instantly: the site scrolls smoothly otherwise) so that `target`'s bottom edge is the viewport's. */
async function bringToBottomEdge(target: Locator) {
  await target.evaluate((element) => element.scrollIntoView({ block: 'end', behavior: 'instant' }));
}

/** What the visitor sees of the button: its box when it is shown, nothing when it has stepped aside. */
async function shownButton(page: Page): Promise<Box | null> {
  const button = scrollToTop(page);
  if ((await button.count()) === 0 || !(await button.isVisible())) return null;
  return button.boundingBox();
}

/** The button, when shown, lies over none of `targets` (polled: it follows the scroll events). */
async function expectClearOf(page: Page, targets: Record<string, Locator>, shot: string) {
  for (const [name, target] of Object.entries(targets)) {
    await expect
      .poll(async () => {
        const [button, box] = [await shownButton(page), await target.boundingBox()];
        return button !== null && box !== null && overlaps(button, box);
      }, `the scroll-to-top button over ${name} (${shot})`)
      .toBe(false);
  }
  if (shots) {
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: path.join(shots, `${shot}.png`) });
  }
}

/** The cookie banner is answered first: it lies over the page's foot by design, and the button sits above it. */
async function declineCookies(page: Page) {
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
}

async function toPageEnd(page: Page) {
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`at 375 px (${theme})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    });

    test('the scroll-to-top button covers neither the end of the contact form nor its submit button', async ({
      page,
    }) => {
      await page.goto('/contact');
      await declineCookies(page);
      const form = page.getByRole('form', { name: 'Send us a message' });
      const lastField = form.getByRole('textbox', { name: /^message/i });
      const submit = form.getByRole('button', { name: 'Send message' });
      await expect(submit).toBeVisible();

      // The page's end first (the footer): the button is shown there, so it is not simply gone from small screens.
      await toPageEnd(page);
      await expect(scrollToTop(page)).toBeVisible();
      await expectClearOf(page, { 'the submit button': submit }, `contact-end-${theme}`);

      await bringToBottomEdge(lastField);
      await expectClearOf(page, { 'the last field': lastField, 'the submit button': submit }, `contact-field-${theme}`);
      await bringToBottomEdge(submit);
      await expectClearOf(
        page,
        { 'the last field': lastField, 'the submit button': submit },
        `contact-submit-${theme}`,
      );
    });

    test('the scroll-to-top button covers neither the end of a careers application nor its submit button', async ({
      page,
    }) => {
      await page.goto('/company/careers');
      await declineCookies(page);
      await page
        .locator('summary', { hasText: /apply for this role/i })
        .first()
        .click();
      const form = page.getByRole('form', { name: /^Apply for / });
      const lastField = form.getByRole('textbox', { name: /^cover letter/i });
      const submit = form.getByRole('button', { name: 'Submit application' });
      await expect(submit).toBeVisible();

      await toPageEnd(page);
      await expectClearOf(page, { 'the submit button': submit }, `careers-end-${theme}`);
      await bringToBottomEdge(lastField);
      await expectClearOf(page, { 'the last field': lastField, 'the submit button': submit }, `careers-field-${theme}`);
      await bringToBottomEdge(submit);
      await expectClearOf(
        page,
        { 'the last field': lastField, 'the submit button': submit },
        `careers-submit-${theme}`,
      );
    });
  });
}

test('the scroll-to-top button steps aside when a form grows under it without a scroll', async ({ page }) => {
  await page.goto('/contact');
  await declineCookies(page);
  const form = page.getByRole('form', { name: 'Send us a message' });
  await toPageEnd(page);
  const button = await scrollToTop(page).boundingBox();
  if (!button) throw new Error('the scroll-to-top button is not shown at the page end');
  // The form's end 40 px above the button: clear of it, and shown.
  await form.evaluate((element, buttonTop) => {
    const formBottom = element.getBoundingClientRect().bottom;
    window.scrollBy({ top: formBottom - (buttonTop - 40), behavior: 'instant' });
  }, button.y);
  await expect(scrollToTop(page)).toBeVisible();
  // What a failed submit does when its first field is already in view: the form grows, nothing scrolls. (Grown by
  // hand here, so that no focus moves and no scroll event comes to hide the gap.)
  await form.evaluate((element) => {
    element.style.paddingBottom = '120px';
  });
  await expect(scrollToTop(page)).toBeHidden();
});
