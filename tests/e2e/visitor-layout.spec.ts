import { expect, test, type Locator, type Page } from '@playwright/test';

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
};
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The hero's artwork: the image the banner draws first, behind its text. */
const heroArtwork = (page: Page) => page.locator('#banner img').first();

test('on a phone the hero artwork is drawn whole, not half off the edge', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/services/cloud-security');
  const art = await box(heroArtwork(page));
  const visibleWidth = Math.min(art.x + art.width, 375) - Math.max(art.x, 0);
  expect(visibleWidth / art.width).toBeGreaterThanOrEqual(0.85);
});

test('at 768 px the headline does not run over the hero artwork', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  for (const path of ['/', '/services/cloud-security', '/company/careers']) {
    await page.goto(path);
    const art = await box(heroArtwork(page));
    // The heading is a full-width block; what must stay clear of the drawing is its lines of text.
    const lines = await page
      .getByRole('main')
      .getByRole('heading', { level: 1 })
      .evaluate((heading) => {
        const range = document.createRange();
        range.selectNodeContents(heading);
        return [...range.getClientRects()].map(({ x, y, width, height }) => ({ x, y, width, height }));
      });
    expect(lines.length, path).toBeGreaterThan(0);
    for (const line of lines) expect(overlaps(line, art), path).toBe(false);
  }
});

test('on a phone the API tester shows both backend tabs whole', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/api-test');
  for (const name of [/Node\.js/, /Python Backend/]) {
    const tab = await box(page.getByRole('tab', { name }));
    expect(tab.x, String(name)).toBeGreaterThanOrEqual(0);
    expect(tab.x + tab.width, String(name)).toBeLessThanOrEqual(375);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

test('beside the featured stories, the heading starts level with the panel, not at its foot', async ({ page }) => {
  await page.goto('/');
  // The carousel's server markup is swapped for the live one as the page comes alive: wait for that, and
  // scroll and measure again until it holds, so a node replaced mid-way is looked up afresh.
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  const section = page.getByRole('region', { name: 'Where we are helping clients now' });
  await expect(async () => {
    await section.scrollIntoViewIfNeeded();
    const heading = await box(section.getByRole('heading', { level: 2 }));
    const firstStory = await box(section.getByRole('heading', { name: 'Zero trust for hybrid workforces' }));
    // The panel opens with the story's numeral above its title: a heading at the top sits above that title.
    expect(heading.y).toBeLessThan(firstStory.y);
  }).toPass();
});
