import { expect, test } from '@playwright/test';

/** The computed colours of an element, as the visitor's browser paints them. */
const paint = (element: { evaluate: <T>(fn: (node: Element) => T) => Promise<T> }) =>
  element.evaluate((node) => {
    const style = getComputedStyle(node);
    return { background: style.backgroundColor, text: style.color };
  });

for (const theme of ['light', 'dark'] as const) {
  test(`one primary button: the hero's and the contact form's are the same teal with navy text (${theme})`, async ({
    page,
  }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await page.goto('/');
    const heroPrimary = page.getByRole('main').getByRole('link', { name: 'Talk to a consultant' }).first();
    await expect(heroPrimary).toBeVisible();
    const hero = await paint(heroPrimary);

    await page.goto('/contact');
    const submit = page.getByRole('main').getByRole('button', { name: 'Send message' });
    await expect(submit).toBeVisible();
    const form = await paint(submit);

    // signal.400 with navy.950 text: 8:1, the same on a white form, a dark page and the navy hero.
    expect(hero).toEqual({ background: 'rgb(34, 191, 169)', text: 'rgb(7, 15, 34)' });
    expect(form).toEqual(hero);
  });
}
