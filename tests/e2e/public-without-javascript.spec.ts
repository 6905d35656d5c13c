import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';

async function expectNoAxeViolations(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map((violation) => `${violation.id}: ${violation.help}`),
    `${what}\n${violations.flatMap((violation) => violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`)).join('\n')}`,
  ).toEqual([]);
}

async function openApplication(page: Page) {
  await page.goto('/company/careers');
  const posting = page.getByRole('article', { name: 'Senior Cloud Security Engineer' });
  await posting.locator('summary', { hasText: 'Apply for this role' }).click();
  return posting;
}

/** Issue 31: what a visitor without JavaScript gets, and what a visitor with it sees before the code arrives. */
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('FAQ answers and job details are in the page and open', async ({ page }) => {
    await page.goto('/contact');
    const answer = page.getByText('If your enquiry is about an upcoming deadline', { exact: false });
    await expect(answer).toBeHidden();
    await page.locator('summary', { hasText: 'How quickly will you respond to an enquiry?' }).click();
    await expect(answer).toBeVisible();

    await page.goto('/company/careers');
    const posting = page.getByRole('article', { name: 'Senior Cloud Security Engineer' });
    await posting.locator('summary', { hasText: 'Requirements' }).click();
    await expect(posting.getByText('Fluency with Terraform or a comparable infrastructure-as-code tool')).toBeVisible();
    await posting.locator('summary', { hasText: 'Apply for this role' }).click();
    await expect(posting.getByRole('textbox', { name: /^Full name/ })).toBeVisible();
  });

  test('the contact form posts to the server: errors beside what was typed, then "Message sent"', async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await expect(form.getByRole('button', { name: 'Send message' })).toBeEnabled();
    await form.getByRole('textbox', { name: /^Name/ }).fill('Priya Raman');
    await form.getByRole('textbox', { name: /^Email/ }).fill('not-an-email');
    await form.getByRole('button', { name: 'Send message' }).click();
    const answered = page.getByRole('form', { name: 'Send us a message' });
    await expect(answered.getByText('Enter a valid email address')).toBeVisible();
    await expect(answered.getByText('Tell us a little more', { exact: false })).toBeVisible();
    await expect(answered.getByRole('textbox', { name: /^Name/ })).toHaveValue('Priya Raman');

    await answered.getByRole('textbox', { name: /^Email/ }).fill(`nojs-${Date.now()}@example.com`);
    await answered.getByRole('textbox', { name: /^Message/ }).fill('Sent from a browser without JavaScript.');
    await answered.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status')).toContainText('Message sent');
  });

  test('an application sent without a résumé gets the server’s answer in the page', async ({ page }) => {
    const posting = await openApplication(page);
    await posting.getByRole('textbox', { name: /^Full name/ }).fill('Sam Okafor');
    await posting.getByRole('textbox', { name: /^Email/ }).fill(`nojs-apply-${Date.now()}@example.com`);
    await posting.getByRole('textbox', { name: /^Cover letter/ }).fill('I build guardrails, without JavaScript.');
    await posting.getByRole('button', { name: 'Submit application' }).click();
    await expect(page).toHaveURL(/\/forms\/job-application/);
    await expect(page.getByRole('status')).toContainText('Application sent');
  });
});

test('the contact form’s button looks ready at first paint, before any code', async ({ page }) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/contact');
  const submit = page.getByRole('form', { name: 'Send us a message' }).getByRole('button', { name: 'Send message' });
  await expect(submit).toBeEnabled();
  expect(await submit.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
});

test('a Word résumé is refused the moment it is chosen', async ({ page }) => {
  await page.goto('/company/careers');
  const posting = page.getByRole('article', { name: 'Senior Cloud Security Engineer' });
  await posting.locator('summary', { hasText: 'Apply for this role' }).click();
  // A visitor reaches for the field (pointer over it) before a file is chosen: the form's code comes then.
  const resume = posting.getByLabel(/^Résumé/);
  await resume.hover();
  await expect
    .poll(() => resume.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))))
    .toBe(true);
  await resume.setInputFiles({ name: 'cv.docx', mimeType: 'application/msword', buffer: Buffer.from('hello') });
  await expect(posting.getByText('The résumé must be a PDF file')).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test(`the pages the forms' posts answer have no axe violations (${theme})`, async ({ page }) => {
    test.slow();
    // The app's code never arrives, so the forms post natively and what axe reads is the server's answer as sent;
    // axe itself needs JavaScript, which is why this is not in the block above.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.emulateMedia({ colorScheme: theme });
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByRole('textbox', { name: /^Email/ }).fill('not-an-email');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Enter a valid email address')).toBeVisible();
    await expectNoAxeViolations(page, `POST /forms/contact, invalid (${theme})`);

    const answered = page.getByRole('form', { name: 'Send us a message' });
    await answered.getByRole('textbox', { name: /^Name/ }).fill('Priya Raman');
    await answered.getByRole('textbox', { name: /^Email/ }).fill(`nojs-axe-${theme}-${Date.now()}@example.com`);
    await answered.getByRole('textbox', { name: /^Message/ }).fill('Checking the reply page with axe.');
    await answered.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status')).toContainText('Message sent');
    await expectNoAxeViolations(page, `POST /forms/contact, sent (${theme})`);

    const posting = await openApplication(page);
    await posting.getByRole('button', { name: 'Submit application' }).click();
    await expect(page).toHaveURL(/\/forms\/job-application/);
    await expect(page.getByText('Enter your name').first()).toBeVisible();
    await expectNoAxeViolations(page, `POST /forms/job-application, invalid (${theme})`);
  });
}
