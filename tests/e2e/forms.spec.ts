import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { expectNoViolations } from './support/axe-check';
import { e2eServers } from './support/e2e-servers';

// No admin listing of submissions exists yet, so "really stored" is checked in the token server's own database.
const databaseFile = path.resolve(
  'test-results',
  '.e2e-data',
  `${e2eServers.token.name}-${e2eServers.token.port}`,
  'site.db',
);

function readRow<Row>(sql: string, ...params: unknown[]): Row | undefined {
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).get(...params) as Row | undefined;
  } finally {
    db.close();
  }
}

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** A tiny but well-formed PDF: the server checks the `%PDF-` signature, not just the declared type. */
const samplePdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

const textbox = (page: Page, name: RegExp) => page.getByRole('textbox', { name });

/** Opens the application form of the first posting on the careers page. */
async function openFirstApplication(page: Page) {
  await page.goto('/company/careers');
  await page
    .locator('summary', { hasText: /apply for this role/i })
    .first()
    .click();
}

test.describe('public forms', () => {
  test.use({ baseURL: e2eServers.token.url });
  // Each test loads a full page and talks to the real server several times; a busy CI machine needs the room.
  test.describe.configure({ timeout: 60_000 });

  test('contact: checks input, shows a server field error in place, then sends and stores the message', async ({
    page,
  }) => {
    const email = `e2e-contact-${unique()}@example.com`;
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await expect(form).toBeVisible();

    await textbox(page, /^name/i).fill('Priya Raman');
    await textbox(page, /^email/i).fill('not-an-email');
    await page.getByRole('combobox', { name: /subject/i }).selectOption('Partnerships');
    await textbox(page, /^message/i).fill('We would like to discuss a partnership on zero trust assessments.');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('Enter a valid email address')).toBeVisible();
    await expect(textbox(page, /^email/i)).toBeFocused();
    await expect(textbox(page, /^email/i)).toHaveAttribute('aria-invalid', 'true');

    // The first submission meets a server-side refusal; the next one goes through to the real server.
    await page.route(
      '**/api/public/contact',
      (route) =>
        route.fulfill({
          status: 400,
          json: { error: 'Invalid input: email', fields: { email: 'This address was refused by the server' } },
        }),
      { times: 1 },
    );
    await textbox(page, /^email/i).fill(email);
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('This address was refused by the server')).toBeVisible();
    await expect(textbox(page, /^message/i)).toHaveValue(/zero trust assessments/);

    const answer = page.waitForResponse((response) => response.url().endsWith('/api/public/contact'));
    await form.getByRole('button', { name: 'Send message' }).click();
    expect((await answer).status()).toBe(201);
    const status = page.getByRole('status').filter({ hasText: 'Message sent' });
    await expect(status).toBeVisible();
    await expect(status).toContainText('Thank you');
    // In view and below the sticky header, not under it.
    await expect(status).toBeInViewport();
    await expect
      .poll(async () => {
        const [panel, header] = await Promise.all([status.boundingBox(), page.getByRole('banner').boundingBox()]);
        return panel !== null && header !== null && panel.y >= header.y + header.height;
      })
      .toBe(true);
    await expect(page.getByRole('button', { name: 'Send another message' })).toBeVisible();

    const row = readRow<{ name: string; subject: string; message: string; status: string }>(
      'select name, subject, message, status from contact_submissions where email = ?',
      email,
    );
    expect(row).toEqual({
      name: 'Priya Raman',
      subject: 'Partnerships',
      message: 'We would like to discuss a partnership on zero trust assessments.',
      status: 'new',
    });
  });

  test('both forms link their note\'s words "privacy policy" to the policy', async ({ page }) => {
    await page.goto('/contact');
    const contact = page.getByRole('form', { name: 'Send us a message' });
    await expect(contact.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy-policy');

    await openFirstApplication(page);
    const application = page.getByRole('form', { name: /^Apply for / });
    const link = application.getByRole('link', { name: 'privacy policy' });
    await expect(link).toHaveAttribute('href', '/privacy-policy');
    await link.click();
    await expect(page).toHaveURL('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('careers: applies for a posting with a PDF résumé and stores the application', async ({ page }) => {
    const email = `e2e-applicant-${unique()}@example.com`;
    await openFirstApplication(page);
    const form = page.getByRole('form', { name: /^Apply for / });
    await expect(form).toBeVisible();
    const jobTitle = (await form.getAttribute('aria-label'))?.replace(/^Apply for /, '') ?? '';
    expect(jobTitle).not.toBe('');

    await form.getByRole('textbox', { name: /^full name/i }).fill('Sam Okafor');
    await form.getByRole('textbox', { name: /^email/i }).fill(email);
    await form.getByRole('textbox', { name: /^linkedin/i }).fill('https://www.linkedin.com/in/sam-okafor');
    await form.getByLabel(/^Résumé/).setInputFiles({
      name: 'sam-okafor-cv.pdf',
      mimeType: 'application/pdf',
      buffer: samplePdf,
    });
    await form.getByRole('textbox', { name: /^cover letter/i }).fill('I have built cloud guardrails for banks.');

    const answer = page.waitForResponse((response) => response.url().endsWith('/api/public/job-applications'));
    await form.getByRole('button', { name: 'Submit application' }).click();
    expect((await answer).status()).toBe(201);
    const status = page.getByRole('status').filter({ hasText: 'Application sent' });
    await expect(status).toBeVisible();
    await expect(status).toContainText(`Thank you for applying for the ${jobTitle} role`);

    const row = readRow<{ job_title: string; name: string; resume_original_name: string; resume_size: number }>(
      'select job_title, name, resume_original_name, resume_size from job_applications where email = ?',
      email,
    );
    expect(row).toEqual({
      job_title: jobTitle,
      name: 'Sam Okafor',
      resume_original_name: 'sam-okafor-cv.pdf',
      resume_size: samplePdf.length,
    });
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`both forms, with their errors showing, pass axe (${theme})`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await page.goto('/contact');
      const contact = page.getByRole('form', { name: 'Send us a message' });
      // The server-rendered form comes alive when reached for (here: pointed at).
      await contact.hover();
      await contact.getByRole('button', { name: 'Send message' }).click();
      await expect(contact.getByText('Enter your name')).toBeVisible();
      await expectNoViolations(page, 'contact form with errors', { include: 'form[aria-labelledby]' });

      await page.goto('/company/careers');
      await page
        .locator('summary', { hasText: /apply for this role/i })
        .first()
        .click();
      const application = page.getByRole('form', { name: /^Apply for / });
      await application.getByRole('button', { name: 'Submit application' }).click();
      await expect(application.getByText('Enter your name')).toBeVisible();
      await expectNoViolations(page, 'job application form with errors', { include: 'form[aria-label^="Apply for"]' });
    });
  }
});
