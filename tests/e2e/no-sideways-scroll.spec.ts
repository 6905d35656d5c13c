import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '@playwright/test';

test.use({ colorScheme: 'light' });

const widths = [320, 375, 768, 820, 1024, 1280, 1920];

/** The insights listing, a topic page and an article (issue 30), walked whether or not the sitemap lists them. */
const insightsPaths = ['/insights', '/insights/topics/cloud-security', '/insights/log4shell-still-in-production'];

/** Every public page the server lists in its sitemap, so a page added later is walked too. */
async function publicPaths(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
  return [...new Set([...paths, ...insightsPaths])];
}

test.describe('no sideways scroll', () => {
  test('no public page is wider than the viewport from 320 to 1920 px', async ({ page, request }) => {
    test.setTimeout(600_000);
    await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'accepted'));
    const paths = await publicPaths(request);
    expect(paths.length, 'pages in the sitemap').toBeGreaterThan(15);
    const overflows: string[] = [];
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of paths) {
        // Until the network is quiet: the page's code and its lazily loaded sections have arrived and drawn (the
        // policies have no site footer, so there is no one element to wait for).
        await page.goto(path, { waitUntil: 'networkidle' });
        await expect(page.locator('html[data-hydrated]')).toBeAttached();
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        const { scrollWidth, viewport } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          viewport: document.documentElement.clientWidth,
        }));
        if (scrollWidth > viewport) overflows.push(`${path} at ${width} px: ${scrollWidth - viewport} px too wide`);
      }
    }
    expect(overflows).toEqual([]);
  });
});
