import type { Locator } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { signInAt } from './support/admin-sign-in';
import { e2eServers } from './support/e2e-servers';

// Toggling an account changes shared data: this spec runs against the admin specs' own server.
test.use({ baseURL: e2eServers.admin.url });

/** The switch's track: the control drawn next to its hidden checkbox. */
const trackColour = (input: Locator) =>
  input.evaluate((element) => {
    const control = element.closest('label')?.querySelector('[data-part="control"]');
    return control ? getComputedStyle(control).backgroundColor : 'no track';
  });

for (const theme of ['light', 'dark'] as const) {
  test(`a switch shows its state: a checked switch draws a track, unlike an unchecked one (${theme})`, async ({
    page,
  }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await signInAt(page, '/admin/users');
    const toggle = page.getByLabel('Disable Demo Visitor');
    await expect(toggle).not.toBeChecked();
    const off = await trackColour(toggle);
    expect(off).not.toBe('rgba(0, 0, 0, 0)');

    await toggle.click({ force: true });
    await expect(toggle).toBeChecked();
    await expect.poll(() => trackColour(toggle)).not.toBe(off);
    // Drawn, not merely different: without the theme's root palette the "on" track had no colour at all.
    expect(await trackColour(toggle)).not.toBe('rgba(0, 0, 0, 0)');

    await toggle.click({ force: true });
    await expect(toggle).not.toBeChecked();
    await expect.poll(() => trackColour(toggle)).toBe(off);
  });
}

test('a solid button without a colour palette is drawn as a button, not as text', async ({ page }) => {
  await signInAt(page, '/admin/users');
  // The theme's root palette is what such buttons paint with; without it their background is transparent.
  const rootPalette = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-color-palette-solid').trim(),
  );
  expect(rootPalette).not.toBe('');
});
