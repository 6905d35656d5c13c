import { expect, test } from '@playwright/test';

/** signal.400 with navy.950 text: 8:1, the same on a white form, a dark page and the navy hero. */
const primary = { background: 'rgb(34, 191, 169)', text: 'rgb(7, 15, 34)' };

for (const theme of ['light', 'dark'] as const) {
  test(`one primary button: the hero's and the contact form's are the same teal with navy text (${theme})`, async ({
    page,
  }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await page.goto('/');
    const heroPrimary = page.getByRole('main').getByRole('link', { name: 'Talk to a consultant' }).first();
    // Read as painted, and re-read until it holds: the server's markup of a section is swapped for the live one
    // when it comes alive, and a node read in that instant is detached (no computed style at all).
    await expect(heroPrimary).toHaveCSS('background-color', primary.background);
    await expect(heroPrimary).toHaveCSS('color', primary.text);

    await page.goto('/contact');
    const submit = page.getByRole('main').getByRole('button', { name: 'Send message' });
    await expect(submit).toHaveCSS('background-color', primary.background);
    await expect(submit).toHaveCSS('color', primary.text);
  });
}
