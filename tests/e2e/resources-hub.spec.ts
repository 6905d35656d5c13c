import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';

const main = (page: Page) => page.getByRole('main');
const topicFilter = (page: Page) => main(page).getByRole('group', { name: 'Filter by topic' });
const cards = (page: Page) => main(page).getByRole('article');
/** The polite live region that counts what the filters leave. */
const count = (page: Page) =>
  main(page)
    .getByRole('status')
    .filter({ hasText: /^Showing/ });

test.beforeEach(async ({ page }) => {
  // The cookie banner would sit over the cards; it is not what these tests are about.
  await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'accepted'));
});

test('the resources hub filters by topic, keeps the filter in the address, and opens filtered from it', async ({
  page,
}) => {
  await page.goto('/company/resources');
  await expect(cards(page)).toHaveCount(8);
  await topicFilter(page).getByRole('button', { name: 'Cloud security' }).click();

  await expect(topicFilter(page).getByRole('button', { name: 'Cloud security' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(count(page)).toHaveText('Showing 2 of 8');
  await expect(cards(page)).toHaveCount(2);
  await expect(cards(page).filter({ hasNotText: 'Cloud security' })).toHaveCount(0);
  await expect(
    main(page).getByRole('heading', { level: 3, name: 'Guide: the first twenty guard rails for a cloud landing zone' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/company\/resources\?topic=Cloud(\+|%20)security$/);

  // The shared address: a fresh load of it shows the same narrowed list.
  await page.goto('/company/resources?topic=Cloud+security');
  await expect(topicFilter(page).getByRole('button', { name: 'Cloud security' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(cards(page)).toHaveCount(2);
  await expect(count(page)).toHaveText('Showing 2 of 8');
});

test('news shows each piece with its author and date', async ({ page }) => {
  await page.goto('/company/news');
  const piece = main(page).getByRole('article', {
    name: 'Aegisline achieves CREST accreditation for penetration testing',
  });
  await expect(piece.getByText('By Tomás Oyelaran')).toBeVisible();
  await expect(piece.locator('time[datetime="2026-09-22"]')).toHaveText('22 September 2026');
  // Each piece is an article of its own (issue 30).
  await expect(piece.getByRole('link')).toHaveAttribute('href', '/insights/crest-accreditation');
});
