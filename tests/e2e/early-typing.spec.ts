import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { e2eServers } from './support/e2e-servers';
import { waitForElementHydration, waitForHydration } from './support/search-dialog';

/**
 * Holds back the page's code until the test lets it through, as a slow phone would: the server's form is on screen
 * and takes typing, but no script of the app has run. `requested` settles once the page has asked for its entry
 * chunk, so what the test types comes while the code is on its way, not before the page would have wanted it.
 */
async function holdPageCode(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let markRequested = () => {};
  const requested = new Promise<void>((resolve) => (markRequested = resolve));
  await page.route('**/assets/*.js', async (route) => {
    markRequested();
    await released;
    await route.continue();
  });
  return { requested, release };
}

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** A tiny but well-formed PDF: the server checks the `%PDF-` signature. */
const samplePdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

test.describe('what a visitor types before the page’s code arrives', () => {
  test.use({ baseURL: e2eServers.token.url });
  test.describe.configure({ timeout: 60_000 });
  test.beforeEach(async ({ page }) => {
    // The cookie banner is not what these tests are about; it would cover the forms' buttons.
    await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'accepted'));
  });

  test('careers: the application typed into the server’s form stays open and filled, and is sent', async ({ page }) => {
    const email = `e2e-early-applicant-${unique()}@example.com`;
    const code = await holdPageCode(page);
    await page.goto('/company/careers', { waitUntil: 'commit' });
    await code.requested;
    await page.getByText('Apply for this role', { exact: true }).first().click();
    const form = page.getByRole('form', { name: /^Apply for / });
    const jobTitle = (await form.getAttribute('aria-label'))?.replace(/^Apply for /, '') ?? '';
    await form.getByRole('textbox', { name: /^full name/i }).fill('Sam Okafor');
    await form.getByRole('textbox', { name: /^email/i }).fill(email);
    await form.getByLabel(/^Résumé/).setInputFiles({
      name: 'sam-okafor-cv.pdf',
      mimeType: 'application/pdf',
      buffer: samplePdf,
    });
    await form.getByRole('textbox', { name: /^cover letter/i }).fill('I have built cloud guardrails for banks.');
    // Only the server's HTML so far: the app has not started (it marks the page once it has).
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);

    code.release();
    await waitForHydration(page);
    // The next field reached wakes the form: its code draws the live form in place of the server's.
    await form.getByRole('textbox', { name: /^linkedin/i }).fill('https://www.linkedin.com/in/sam-okafor');
    await waitForElementHydration(form);

    await expect(form.getByRole('textbox', { name: /^full name/i })).toHaveValue('Sam Okafor');
    await expect(form.getByRole('textbox', { name: /^email/i })).toHaveValue(email);
    await expect(form.getByRole('textbox', { name: /^cover letter/i })).toHaveValue(
      'I have built cloud guardrails for banks.',
    );
    await expect(form.getByRole('button', { name: 'Remove sam-okafor-cv.pdf' })).toBeVisible();
    await expect(form.getByRole('textbox', { name: /^linkedin/i })).toHaveValue(
      'https://www.linkedin.com/in/sam-okafor',
    );

    await form.getByRole('button', { name: 'Submit application' }).click();
    const status = page.getByRole('status').filter({ hasText: 'Application sent' });
    await expect(status).toBeVisible();
    await expect(status).toContainText(`Thank you for applying for the ${jobTitle} role`);
  });

  test('contact: the message typed into the server’s form is kept and sent', async ({ page }) => {
    const email = `e2e-early-contact-${unique()}@example.com`;
    const code = await holdPageCode(page);
    await page.goto('/contact', { waitUntil: 'commit' });
    await code.requested;
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByRole('textbox', { name: /^name/i }).fill('Priya Raman');
    await form.getByRole('textbox', { name: /^email/i }).fill(email);
    await form.getByRole('combobox', { name: /subject/i }).selectOption('Partnerships');
    await form
      .getByRole('textbox', { name: /^message/i })
      .fill('We would like to discuss a partnership on zero trust assessments.');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);

    code.release();
    await waitForHydration(page);
    await form.getByRole('textbox', { name: /^company/i }).fill('Northwind Bank');
    await waitForElementHydration(form);

    await expect(form.getByRole('textbox', { name: /^name/i })).toHaveValue('Priya Raman');
    await expect(form.getByRole('textbox', { name: /^email/i })).toHaveValue(email);
    await expect(form.getByRole('combobox', { name: /subject/i })).toHaveValue('Partnerships');
    await expect(form.getByRole('textbox', { name: /^message/i })).toHaveValue(/zero trust assessments/);
    await expect(form.getByRole('textbox', { name: /^company/i })).toHaveValue('Northwind Bank');

    await form.getByRole('button', { name: 'Send message' }).click();
    const status = page.getByRole('status').filter({ hasText: 'Message sent' });
    await expect(status).toBeVisible();
    await expect(status).toContainText('Thank you');
  });
});
