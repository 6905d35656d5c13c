import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';

test.use({ colorScheme: 'light' });

/** Narrowest first: each page is loaded as a phone opens it, then the window is widened through the rest. */
const widths = [320, 375, 768, 820, 1024, 1280, 1920];

/** The insights listing, a topic page and an article (issue 30), walked whether or not the sitemap lists them. */
const insightsPaths = ['/insights', '/insights/topics/cloud-security', '/insights/log4shell-still-in-production'];

/**
 * The pages are shared out over this many tests, which run in parallel with each other and the other files: one
 * test walking every page at every width was the suite's longest by far (6 min in the fresh-clone CI).
 */
const shards = 3;

/** Every public page the server lists in its sitemap, so a page added later is walked too. */
async function publicPaths(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
  return [...new Set([...paths, ...insightsPaths])];
}

/** The requests the page has under way: an interactive section nearing the viewport after a resize loads its code. */
function requestsUnderWay(page: Page): Set<unknown> {
  const underWay = new Set<unknown>();
  page.on('request', (request) => underWay.add(request));
  page.on('requestfinished', (request) => underWay.delete(request));
  page.on('requestfailed', (request) => underWay.delete(request));
  return underWay;
}

const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

test.describe('no sideways scroll', () => {
  test.describe.configure({ mode: 'parallel' });

  for (let shard = 0; shard < shards; shard += 1) {
    test(`no public page is wider than the viewport from 320 to 1920 px (pages ${shard + 1} of ${shards})`, async ({
      page,
      request,
    }) => {
      test.setTimeout(300_000);
      await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'accepted'));
      const paths = await publicPaths(request);
      expect(paths.length, 'pages in the sitemap').toBeGreaterThan(15);
      const underWay = requestsUnderWay(page);
      const overflows: string[] = [];
      for (const path of paths.filter((_, index) => index % shards === shard)) {
        await page.setViewportSize({ width: widths[0] ?? 320, height: 900 });
        // Until the network is quiet: the page's code and its lazily loaded sections have arrived and drawn (the
        // policies have no site footer, so there is no one element to wait for).
        await page.goto(path, { waitUntil: 'networkidle' });
        await expect(page.locator('html[data-hydrated]')).toBeAttached();
        for (const width of widths) {
          await page.setViewportSize({ width, height: 900 });
          // What the new width brought near the viewport has loaded and drawn, as after a load at this width.
          await nextFrames(page);
          await expect.poll(() => underWay.size, { message: `${path} at ${width} px: requests under way` }).toBe(0);
          await nextFrames(page);
          const { scrollWidth, viewport } = await page.evaluate(() => ({
            scrollWidth: document.documentElement.scrollWidth,
            viewport: document.documentElement.clientWidth,
          }));
          if (scrollWidth > viewport) overflows.push(`${path} at ${width} px: ${scrollWidth - viewport} px too wide`);
        }
      }
      expect(overflows).toEqual([]);
    });
  }
});
