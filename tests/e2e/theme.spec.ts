import { expect, test } from '@playwright/test';

const isDark = () => document.documentElement.classList.contains('dark');

test.describe('theme', () => {
  test('follows the system preference while nothing is stored', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect.poll(() => page.evaluate(isDark)).toBe(true);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => page.evaluate(isDark)).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  });

  test('a stored choice wins over the system and stops following it', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect.poll(() => page.evaluate(isDark)).toBe(false);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => page.evaluate(isDark)).toBe(false);
  });

  test('toggling flips, stores and survives a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await page.getByRole('button', { name: 'Switch to dark theme' }).first().click();
    await expect.poll(() => page.evaluate(isDark)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await expect.poll(() => page.evaluate(isDark)).toBe(true);
    await page.getByRole('button', { name: 'Switch to light theme' }).first().click();
    await expect.poll(() => page.evaluate(isDark)).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });
});
