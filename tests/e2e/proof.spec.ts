import { expect, test } from '@playwright/test';

/** The proof a buyer looks for arrives in the server's HTML, as a crawler and a link preview see it. */
test.describe('proof on the public pages, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('home tells case studies by their measured outcomes', async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Results our clients can measure' });
    const study = section.getByRole('article', { name: /Cloud guardrails as code/ });
    await expect(study.getByText('Calder & Finch Logistics')).toBeVisible();
    await expect(study.getByRole('term')).toHaveText(['92%', '3 days']);
    await expect(study.getByRole('definition').first()).toHaveText('fewer public-exposure findings');
    await expect(study.getByRole('link', { name: /Read the full story/ })).toHaveAttribute(
      'href',
      '/solutions/cloud-under-control',
    );
  });

  test('the company page links each certification to where it can be checked', async ({ page }) => {
    await page.goto('/company');
    const section = page.getByRole('region', { name: 'Certified, and easy to check' });
    for (const name of ['ISO/IEC 27001:2022', 'ISO 22301:2019', 'Cyber Essentials Plus']) {
      await expect(section.getByRole('link', { name })).toHaveAttribute('href', /^https:\/\//);
    }
  });
});
