import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { expectNoViolations } from './support/axe-check';
import { signInAt } from './support/admin-sign-in';
import { e2eAdmin, e2eServers } from './support/e2e-servers';

// This spec creates and renames pages: it runs against the server for specs that change content.
test.use({ baseURL: e2eServers.admin.url });

/** Where the dialog's screenshots go for people to look at (LINK_TOOL_SHOTS), if anywhere. */
const shots = process.env.LINK_TOOL_SHOTS;

async function adminAuth(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post('/api/token-login', { data: e2eAdmin });
  const { token } = (await response.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

async function createPage(request: APIRequestContext, auth: Record<string, string>, data: object): Promise<number> {
  const response = await request.post('/api/admin/pages', { headers: auth, data: { status: 'published', ...data } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** A page to link to, with a FAQ block to link into, and a page whose text will hold the link. */
async function createPages(request: APIRequestContext, stamp: number) {
  const auth = await adminAuth(request);
  const target = { slug: `e2e-harbour-${stamp}`, title: `Linkable Harbour ${stamp}` };
  const targetId = await createPage(request, auth, {
    ...target,
    blocks: [
      { type: 'intro', data: { title: `Welcome to the harbour ${stamp}` } },
      { type: 'faq', data: { title: 'Harbour questions', items: [{ question: 'Is it open?', answer: 'Always.' }] } },
    ],
  });
  const source = { slug: `e2e-linking-${stamp}`, title: `Linking ${stamp}` };
  const sourceId = await createPage(request, auth, {
    ...source,
    blocks: [{ type: 'sections', data: [{ title: 'Further reading', description: 'Read about the harbour today.' }] }],
  });
  return { target, targetId, source, sourceId };
}

/** Selects words in a textarea as a person would with the mouse, and opens the link tool with Ctrl+K. */
async function openLinkTool(page: Page, words: string) {
  const text = page.getByRole('textbox', { name: 'Text (text block 1)' });
  await text.evaluate((element: HTMLTextAreaElement, selected) => {
    const start = element.value.indexOf(selected);
    element.focus();
    element.setSelectionRange(start, start + selected.length);
  }, words);
  await page.keyboard.press('Control+k');
  return page.getByRole('dialog', { name: 'Insert link' });
}

test.describe('the rich-text link tool', () => {
  test.describe.configure({ timeout: 90_000 });

  test('links words to a page found by its title; the public link still works after that page is renamed', async ({
    page,
    browser,
    request,
  }) => {
    const stamp = Date.now();
    const { target, targetId, source, sourceId } = await createPages(request, stamp);
    await signInAt(page, `/admin/pages/${sourceId}`);

    const dialog = await openLinkTool(page, 'the harbour');
    const search = dialog.getByRole('combobox', { name: 'Find a page or block by its title' });
    await expect(search).toBeFocused();
    // Part of the title: "Linkable Harbour <stamp>".
    await search.pressSequentially(`able harbour ${stamp}`);
    await expect(dialog.getByRole('status')).toHaveText('1 page found. Arrow keys choose, Enter links.');
    const options = dialog.getByRole('option');
    await expect(options).toHaveText([
      `${target.title}/${target.slug}`,
      `Welcome to the harbour ${stamp}Introduction · #intro`,
      `Harbour questionsFrequently asked questions · #faq`,
    ]);
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(search).toHaveAttribute('aria-activedescendant', (await options.nth(2).getAttribute('id')) ?? '');
    await page.keyboard.press('Enter');

    await expect(dialog).toBeHidden();
    const text = page.getByRole('textbox', { name: 'Text (text block 1)' });
    await expect(text).toHaveValue(`Read about [the harbour](/${target.slug}#faq) today.`);
    await expect(text).toBeFocused();
    await expect(page.getByText(/^Link points to:/)).toHaveText(
      `Link points to: /${target.slug}#faq (${target.title} › Harbour questions)`,
    );
    if (shots)
      await text.locator('xpath=ancestor::*[@data-part="root"][1]').screenshot({ path: `${shots}/link-hint-1280.png` });
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('No unsaved changes')).toBeVisible();

    const visitor = await browser.newPage({ baseURL: e2eServers.admin.url });
    await visitor.goto(`/${source.slug}`);
    const link = visitor.getByRole('main').getByRole('link', { name: 'the harbour' });
    await expect(link).toHaveAttribute('href', `/${target.slug}#faq`);
    await link.click();
    await expect(visitor).toHaveURL(new RegExp(`/${target.slug}#faq$`));
    await expect(visitor.getByRole('heading', { name: 'Harbour questions' })).toBeVisible();

    // The target moves: the link in the published text follows it, anchor and all.
    const moved = `e2e-harbour-moved-${stamp}`;
    await page.goto(`/admin/pages/${targetId}`);
    await page.getByLabel('Slug').fill(moved);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const notice = page.getByRole('status', { name: 'Address changed' });
    await expect(notice).toContainText(`/${target.slug} now redirects to /${moved}`);
    await expect(notice.getByRole('listitem')).toContainText([
      `Page "${source.title}": /${target.slug}#faq → /${moved}#faq`,
    ]);

    await visitor.goto(`/${source.slug}`);
    await expect(link).toHaveAttribute('href', `/${moved}#faq`);
    // The new address answers with the page itself, not through the redirect the rename left behind.
    const answer = await visitor.request.get(`/${moved}`, { maxRedirects: 0 });
    expect(answer.status()).toBe(200);
    const api = await visitor.request.get(`/api/public/pages/${moved}`);
    expect(((await api.json()) as { title?: string }).title).toBe(target.title);
    await link.click();
    await expect(visitor).toHaveURL(new RegExp(`/${moved}#faq$`));
    await expect(visitor.getByRole('heading', { name: 'Harbour questions' })).toBeVisible();
    await visitor.close();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the link tool has no axe violations (${theme})`, async ({ page, request }) => {
      const stamp = Date.now();
      const { sourceId } = await createPages(request, stamp);
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await signInAt(page, `/admin/pages/${sourceId}`);

      const dialog = await openLinkTool(page, 'the harbour');
      await dialog.getByRole('combobox').fill('Linkable');
      await expect(dialog.getByRole('option').first()).toBeVisible();
      await expectNoViolations(page, `page search (${theme})`, { include: '[role="dialog"]' });
      if (shots) {
        mkdirSync(shots, { recursive: true });
        for (const width of [1440, 375]) {
          await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
          await page.screenshot({ path: `${shots}/link-dialog-${theme}-${width}.png` });
        }
        await page.setViewportSize({ width: 1280, height: 800 });
      }

      await dialog.getByRole('tab', { name: 'External address' }).click();
      const address = dialog.getByRole('textbox', { name: /^Address/ });
      await address.fill('javascript:alert(1)');
      await dialog.getByRole('button', { name: 'Insert link' }).click();
      await expect(dialog.getByText('Use a site path (/…), an http(s):// address')).toBeVisible();
      await expectNoViolations(page, `external address with its error (${theme})`, { include: '[role="dialog"]' });
      if (shots) {
        await page.setViewportSize({ width: 1440, height: 900 });
        await page.screenshot({ path: `${shots}/link-dialog-external-${theme}-1440.png` });
      }
    });
  }
});
