import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, openHome, openWithShortcut, searchDialog, searchField } from './support/search-dialog';

test.use({ colorScheme: 'light' });

test.describe('site search', () => {
  test('Ctrl+K opens and closes the dialog', async ({ page }) => {
    await openHome(page);
    await openWithShortcut(page);
    await expect(searchField(page)).toHaveAttribute('placeholder', 'Search...');
    await expect(searchDialog(page).getByText('Type to start searching across pages and content')).toBeVisible();
    await page.keyboard.press('Control+k');
    await expect(searchDialog(page)).toBeHidden();
    await openWithShortcut(page);
    await page.keyboard.press('Escape');
    await expect(searchDialog(page)).toBeHidden();
  });

  test('finds a phrase deep inside a subpage section and lands on it, highlighted for 3 s', async ({ page }) => {
    await page.clock.install();
    await openHome(page);
    await openWithShortcut(page);
    await searchField(page).fill('telemetry enrichment pipeline');
    await expect(searchDialog(page).getByText('1 result for "telemetry enrichment pipeline"')).toBeVisible();
    const group = searchDialog(page).getByRole('button', { name: 'Services, 1 result' });
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    const result = searchDialog(page).getByRole('link', { name: /AI Fusion Centre: questions/ });
    await expect(result.locator('mark')).toHaveText('telemetry enrichment pipeline');

    // From here on, time moves only when the test says so.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await result.click();
    // The dialog closes at once. Only its state is checked: its exit animation runs in real time while the
    // step that waits for the animation's end is scheduled on this paused clock, so whether it ever unmounts
    // here depends on the machine's speed (the other tests see it vanish with time running normally).
    await expect(searchDialog(page)).toHaveAttribute('data-state', 'closed');
    await page.clock.runFor(299);
    await expect(page).toHaveURL('/');
    await page.clock.runFor(1);
    await expect(page).toHaveURL('/services/ai-fusion-center');

    // The page loads in small steps of time, so the highlight is seen within 20 ms of when it starts. Loading
    // needs fake time too (query notifications, React's 300 ms Suspense reveal), so each look must return at
    // once: a locator would wait for #faq to appear, while without the clock moving it never does. Polling
    // every 20 ms keeps the fake clock near real time.
    const faq = page.locator('#faq');
    await expect
      .poll(
        async () => {
          await page.clock.runFor(20);
          return page.evaluate(() => document.getElementById('faq')?.getAttribute('data-section-highlight'));
        },
        { intervals: [20] },
      )
      .toBe('');
    await expect(faq).toBeInViewport();
    await expect(faq.getByRole('heading', { name: 'AI Fusion Centre: questions' })).toBeVisible();
    // The highlight shows: drawn inside the full-width band, whose top lands below the sticky header.
    expect(await faq.evaluate((element) => parseFloat(getComputedStyle(element).outlineOffset))).toBeLessThanOrEqual(0);
    await expect
      .poll(async () => {
        const [section, header] = await Promise.all([faq.boundingBox(), page.getByRole('banner').boundingBox()]);
        return section !== null && header !== null && section.y >= header.y + header.height;
      })
      .toBe(true);
    await page.clock.runFor(2_900);
    await expect(faq).toHaveAttribute('data-section-highlight', '');
    await page.clock.runFor(200);
    await expect(faq).not.toHaveAttribute('data-section-highlight');
  });

  test('falls back to searching in the browser when the search endpoint answers a server error', async ({ page }) => {
    await page.route('**/api/public/search?**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal Server Error"}' }),
    );
    await page.clock.install();
    await openHome(page);
    await openWithShortcut(page);
    await searchField(page).fill('role mining');
    // The request helper retries a 5xx with seconds of backoff first: the fake clock skips them.
    const found = searchDialog(page).getByText('1 result for "role mining"');
    await expect(async () => {
      await page.clock.fastForward(1_000);
      await expect(found).toBeVisible({ timeout: 250 });
    }).toPass();
    await expect(searchDialog(page).getByRole('link', { name: /Role mining/ })).toBeVisible();
    await expect(searchDialog(page).getByText(/Server error/)).toHaveCount(0);
  });

  test('says when nothing matches, and "Clear search" starts over', async ({ page }) => {
    await openHome(page);
    await openWithShortcut(page);
    await searchField(page).fill('xylophone quartet');
    await expect(searchDialog(page).getByRole('heading', { name: 'No results found' })).toBeVisible();
    await expect(
      searchDialog(page).getByText(
        'No results found for "xylophone quartet". Try different keywords or check for typos.',
      ),
    ).toBeVisible();
    await searchDialog(page).getByRole('button', { name: 'Clear search', exact: true }).click();
    await expect(searchField(page)).toHaveValue('');
    await expect(searchField(page)).toBeFocused();
    await expect(searchDialog(page).getByRole('link', { name: 'Career Opportunities' })).toBeVisible();
  });

  test('works with the keyboard alone, keeps focus inside and gives it back', async ({ page }) => {
    await openHome(page);
    const trigger = page.getByRole('button', { name: 'Search' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(searchField(page)).toBeFocused();
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab');
      expect(await searchDialog(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(searchDialog(page)).toBeHidden();
    await expect(trigger).toBeFocused();

    // Keys typed before the dialog has moved focus into its field would go to the page, as they would for a
    // person typing that fast: wait for the field, as a person waits for the caret.
    await openWithShortcut(page);
    await page.keyboard.type('partners');
    await expect(searchDialog(page).getByText(/results for "partners"/)).toBeVisible();
    await page.keyboard.press('ArrowDown');
    const first = searchDialog(page).getByRole('link').first();
    await expect(first).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(searchField(page)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    const target = await first.getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(searchDialog(page)).toBeHidden();
    await expect(page).toHaveURL(target?.split('#')[0] ?? '/');
  });

  test('opens from the mobile menu and closes with its close button', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openHome(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(searchDialog(page)).toBeVisible();
    await expect(searchField(page)).toBeFocused();
    await searchDialog(page).getByRole('button', { name: 'Close search' }).click();
    await expect(searchDialog(page)).toBeHidden();
  });

  test('opens a Quick Link', async ({ page }) => {
    await openHome(page);
    await openWithShortcut(page);
    await searchDialog(page).getByRole('link', { name: 'Resources & Insights' }).click();
    await expect(page).toHaveURL('/company/resources');
  });
});

for (const theme of ['light', 'dark'] as const) {
  test(`the open dialog has no accessibility violations (${theme})`, async ({ page }) => {
    await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
    await openHome(page);
    await openWithShortcut(page);
    await expectNoAxeViolations(page, 'empty state');
    await searchField(page).fill('security');
    await expect(searchDialog(page).getByText(/results for "security"/)).toBeVisible();
    await expectNoAxeViolations(page, 'results');
    await searchField(page).fill('xylophone quartet');
    await expect(searchDialog(page).getByRole('heading', { name: 'No results found' })).toBeVisible();
    await expectNoAxeViolations(page, 'no results');
  });
}
