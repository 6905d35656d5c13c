import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { expectNoViolations } from './support/axe-check';
import { signInAt } from './support/admin-sign-in';
import { e2eAdmin, e2eServers } from './support/e2e-servers';

// Staff write articles and people (issue 30): this spec changes content, so it runs on the admin specs' server. Each
// test makes its own articles and people under names no other spec uses, and reads only those.
test.use({ baseURL: e2eServers.admin.url });
test.describe.configure({ timeout: 120_000 });

interface PublicArticle {
  slug: string;
  title: string;
  kind: string;
  cover?: { src: string; alt: string };
  authors: { name: string }[];
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/token-login', { data: e2eAdmin });
  return ((await login.json()) as { token: string }).token;
}

/** A draft made through the API, signed by the seeded people named (none by default). */
async function createDraftArticle(
  request: APIRequestContext,
  title: string,
  slug: string,
  authorNames: readonly string[] = [],
): Promise<number> {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const people = (await (await request.get('/api/admin/people', { headers })).json()) as {
    items: { id: number; name: string }[];
  };
  const authorIds = authorNames.map((name) => people.items.find((person) => person.name === name)?.id);
  const created = await request.post('/api/admin/articles', {
    headers,
    data: { title, slug, kind: 'insight', authorIds, blocks: [{ type: 'intro', data: { title } }] },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

async function publicArticles(request: APIRequestContext): Promise<PublicArticle[]> {
  const answer = await request.get('/api/public/articles?pageSize=50');
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { items: PublicArticle[] }).items;
}

/**
 * The next whole minute at least 30 s away, as the "Publish at" field takes it (the e2e server's clock is UTC):
 * the field has minutes, and the server refuses a time already past when the click lands.
 */
function nearFutureMinute(): { field: string; at: number } {
  const at = Math.ceil((Date.now() + 30_000) / 60_000) * 60_000;
  return { field: new Date(at).toISOString().slice(0, 16), at };
}

test('an editor writes an article with an author and a cover, schedules it, and it goes public at that time', async ({
  page,
  request,
}) => {
  // The server publishes what is due every 30 s: up to a minute and a half of waiting for the time and the run.
  test.setTimeout(240_000);
  const stamp = Date.now();
  const title = `Patching edge VPNs in a week ${stamp}`;
  await signInAt(page, '/admin/insights');
  await expect(page.getByRole('heading', { name: 'Insights', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'New article' }).click();

  await page.getByLabel('Title').fill(title);
  await expect(page.getByLabel('Slug')).toHaveValue(`patching-edge-vpns-in-a-week-${stamp}`);
  await page.getByLabel('Kind').selectOption({ label: 'Advisory' });
  await page.getByRole('button', { name: 'Create article' }).click();
  await expect(page.getByRole('heading', { name: `Edit advisory: ${title}`, level: 1 })).toBeVisible();

  await page.getByLabel('Summary').fill('What to patch first, and how to tell whether you already were reached.');
  await page.getByLabel('Block type').selectOption({ label: 'Introduction' });
  await page.getByRole('button', { name: 'Add block' }).click();
  await page
    .getByRole('region', { name: /^1\. Introduction( · |$)/ })
    .getByLabel('Title', { exact: true })
    .fill('Edge VPN appliances are the way in');

  await page.getByLabel('Add author').selectOption({ label: 'Priya Raman' });
  const authors = page.getByRole('group', { name: 'Authors' });
  await expect(authors.getByRole('listitem')).toHaveText([/Priya Raman/]);

  await page.getByRole('button', { name: 'Add cover image' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose an image' });
  await picker.getByLabel('Search images').fill('hero-mesh');
  await expect(picker.getByRole('list', { name: 'Images' }).getByRole('listitem')).toHaveCount(1);
  await picker.getByRole('button', { name: 'Choose hero-mesh' }).click();
  await expect(picker).toHaveCount(0);
  await expect(page.getByRole('group', { name: /^Cover image/ }).getByText('hero-mesh')).toBeVisible();

  await page.getByLabel('Topics').fill('Edge devices');
  await page.getByLabel('Topics').press('Enter');
  await expect(page.getByText('Reading time: about 1 minute')).toBeVisible();

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('No unsaved changes')).toBeVisible();
  const bar = page.getByRole('region', { name: 'Publication' });
  await expect(bar.getByText('Draft only')).toBeVisible();

  const due = nearFutureMinute();
  await bar.getByRole('button', { name: 'Publish at…' }).click();
  const schedule = page.getByRole('dialog', { name: 'Publish at a time' });
  await schedule.getByLabel(/Date and time/).fill(due.field);
  await schedule.getByRole('button', { name: 'Schedule' }).click();
  await expect(bar.getByText('Scheduled', { exact: true })).toBeVisible();

  // Not before its time: visitors do not see it yet.
  expect((await publicArticles(request)).some((article) => article.title === title)).toBe(false);

  await expect
    .poll(async () => (await publicArticles(request)).find((article) => article.title === title), {
      timeout: due.at - Date.now() + 60_000,
      intervals: [2_000],
    })
    .toMatchObject({
      kind: 'advisory',
      authors: [{ name: 'Priya Raman' }],
      cover: { src: expect.stringMatching(/\/media\//) as unknown as string },
    });
  expect(Date.now()).toBeGreaterThanOrEqual(due.at);

  // The editor learns of the server's publish when it reads the article again.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Publication' }).getByText('Published', { exact: true })).toBeVisible();
  await page.goto('/admin/insights?kind=advisory&q=' + encodeURIComponent('Patching edge VPNs'));
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row.getByText('Published', { exact: true })).toBeVisible();
  await expect(row.getByText('Priya Raman')).toBeVisible();

  // Visitors meet it where they look: the listing, the feed and the site search.
  await page.goto('/insights');
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
  const feed = await request.get('/insights/feed.xml');
  expect(feed.headers()['content-type']).toContain('application/atom+xml');
  expect(await feed.text()).toContain(`<title>${title}</title>`);
  const search = await request.get(`/api/public/search?q=${encodeURIComponent('Patching edge VPNs')}`);
  expect(JSON.stringify(await search.json())).toContain(title);
});

test('a person is written once and named as an author; deleting them while they author an article is refused', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const name = `Noor Haddad ${stamp}`;
  const articleTitle = `Threat modelling a payments API ${stamp}`;
  const articleId = await createDraftArticle(request, articleTitle, `threat-modelling-payments-${stamp}`);

  await signInAt(page, '/admin/people');
  await expect(page.getByRole('heading', { name: 'People', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New person' }).click();
  const dialog = page.getByRole('dialog', { name: 'New person' });
  await dialog.getByRole('button', { name: 'Add person' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Name: Enter a name');

  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Role', { exact: true }).fill('Application Security Lead');
  await dialog.getByLabel(/^Credentials/).fill('OSCP\nCSSLP');
  await dialog.getByRole('button', { name: 'Add link' }).click();
  await dialog.getByLabel('Label (link 1)').fill('LinkedIn');
  await dialog.getByLabel('Address (https://…) (link 1)').fill('http://linkedin.example/noor');
  await dialog.getByRole('button', { name: 'Add person' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Link 1, Address (https://…): Use an https:// address');
  await dialog.getByLabel('Address (https://…) (link 1)').fill('https://linkedin.example/noor');
  await dialog.getByRole('button', { name: 'Add person' }).click();
  await expect(dialog).toHaveCount(0);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByText('OSCP, CSSLP')).toBeVisible();
  await expect(row.getByText('0 articles')).toBeVisible();

  await page.goto(`/admin/insights/${articleId}`);
  await page.getByLabel('Add author').selectOption({ label: name });
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('No unsaved changes')).toBeVisible();

  await page.goto('/admin/people');
  await expect(row.getByText('1 article', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Delete ${name}?` });
  await expect(confirm).toContainText('is the author of 1 article');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  // The server decides, and the screen says what it said.
  await expect(page.getByRole('alert').filter({ hasText: 'Not deleted' })).toContainText(
    `${name} is the author of 1 article: take them off first`,
  );
  await expect(row).toBeVisible();

  await page.goto('/admin/insights?q=' + encodeURIComponent(articleTitle));
  await expect(page.getByRole('row', { name: new RegExp(articleTitle) }).getByText(name)).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test(`the Insights list, the article editor and People have no axe violations, at 1440 and 375 (${theme})`, async ({
    browser,
    request,
  }) => {
    const stamp = Date.now();
    const articleId = await createDraftArticle(
      request,
      `Axe article ${theme} ${stamp}`,
      `axe-article-${theme}-${stamp}`,
      ['Mara Lindqvist', 'Priya Raman'],
    );
    const context = await browser.newContext({ baseURL: e2eServers.admin.url });
    const page = await context.newPage();
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await signInAt(page, '/admin/insights');

    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/admin/insights');
      await expect(page.getByRole('table', { name: 'Articles' }).getByRole('link').first()).toBeVisible();
      await expectNoViolations(page, `insights list ${width}`, { include: 'main' });
      await page.screenshot({ path: `test-results/insights-list-${theme}-${width}.png`, fullPage: true });

      await page.goto(`/admin/insights/${articleId}`);
      await expect(page.getByRole('group', { name: 'Authors' }).getByRole('listitem')).toHaveText([
        /Mara Lindqvist/,
        /Priya Raman/,
      ]);
      await expectNoViolations(page, `article editor ${width}`, { include: 'main' });
      await page.screenshot({ path: `test-results/insights-editor-${theme}-${width}.png`, fullPage: true });

      await page.goto('/admin/people');
      await expect(page.getByRole('button', { name: 'Edit Mara Lindqvist' })).toBeVisible();
      await expectNoViolations(page, `people ${width}`, { include: 'main' });
      await page.screenshot({ path: `test-results/insights-people-${theme}-${width}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Edit Mara Lindqvist' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Mara Lindqvist' });
      await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('Mara Lindqvist');
      await expectNoViolations(page, `person dialog ${width}`, { include: '[role=dialog]' });
      await page.screenshot({ path: `test-results/insights-person-${theme}-${width}.png` });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
    }
    await context.close();
  });
}
