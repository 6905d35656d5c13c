import { expect, test } from '@playwright/test';
import { contrastRatio } from './support/contrast-ratio';

/** Details of the public pages found by looking at them (issue 31): each failed before its fix. */

const advisory = '/insights/log4shell-still-in-production';

test.describe('an article on a phone', () => {
  for (const width of [320, 375]) {
    test(`at ${width} px its class paths and lookup strings wrap inside the text column`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(advisory);
      await expect(page.locator('html[data-hydrated]')).toBeAttached();
      // "org/apache/logging/log4j/core/lookup/JndiLookup.class" is one word of 50 characters.
      const paragraph = page.getByRole('main').locator('p', { hasText: 'JndiLookup.class' }).first();
      await expect(paragraph).toBeVisible();
      const right = await paragraph.evaluate((element) => element.getBoundingClientRect().right);
      expect(right).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
});

test('a text block of an article sets its points in the size of its paragraphs', async ({ page }) => {
  await page.goto(advisory);
  const block = page.getByRole('article', { name: 'Where we keep finding it' });
  const sizeOf = (text: string) =>
    block
      .getByText(text)
      .first()
      .evaluate((element) => getComputedStyle(element).fontSize);
  const paragraph = await sizeOf('In 2026 engagements');
  expect(await sizeOf('Desktop tools on administrators')).toBe(paragraph);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the contact page's office card draws a focus ring that stands out on its navy (${theme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme });
    await page.goto('/contact', { waitUntil: 'networkidle' });
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    const card = page.getByRole('complementary', { name: 'London Headquarters' });
    const phone = card.getByRole('link', { name: '+44 20 4586 2210' });
    const panel = await card.evaluate((element) => getComputedStyle(element).backgroundColor);
    // Again until it holds: the section's markup can be taken over by its code while the link is measured.
    await expect(async () => {
      // Reach it from the keyboard, so the ring is the one a keyboard user sees (:focus-visible).
      await phone.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(phone).toBeFocused({ timeout: 1_000 });
      const ring = await phone.evaluate((element) => {
        const style = getComputedStyle(element);
        return { style: style.outlineStyle, width: parseFloat(style.outlineWidth), color: style.outlineColor };
      });
      expect(ring.style).toBe('solid');
      expect(ring.width).toBeGreaterThanOrEqual(2);
      expect(contrastRatio(ring.color, panel)).toBeGreaterThanOrEqual(3);
    }).toPass({ timeout: 15_000 });
  });
}
