import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startSiteServer } from './support/site-server';

/**
 * Full-page screenshots of every public page (the sitemap's addresses and the not-found page) at 1280 and 375 px,
 * in the light and the dark theme, of the built site served as `npm start` serves it, for a person to look at:
 * art direction and layout are judged by eye (issue 31). Run `npm run build:web` first, then
 * `node --import tsx scripts/site-screenshots.ts [folder] [path-filter]`.
 */
const folder = process.argv[2] ?? '/tmp/site-screenshots';
const only = process.argv[3];
const port = Number(process.env.SCREENSHOTS_SITE_PORT ?? 5098);
const widths = [1280, 375] as const;
const themes = ['light', 'dark'] as const;

const fileName = (address: string, width: number, theme: string): string =>
  `${address === '/' ? 'home' : address.slice(1).replaceAll('/', '--')}-${width}-${theme}.png`;

async function publicAddresses(origin: string): Promise<string[]> {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const addresses = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '/').pathname);
  return [...addresses, '/no-such-page'].filter((address) => !only || address.includes(only));
}

const server = await startSiteServer({ port });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  mkdirSync(folder, { recursive: true });
  const addresses = await publicAddresses(server.origin);
  for (const theme of themes) {
    for (const width of widths) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: theme });
      // The cookie banner would cover the foot of every shot; its own tests look at it.
      await context.addInitScript(() => window.localStorage.setItem('cookie-consent', 'accepted'));
      const page = await context.newPage();
      for (const address of addresses) {
        await page.goto(`${server.origin}${address}`, { waitUntil: 'networkidle' });
        // Lazily drawn sections and pictures load as they near the viewport: scroll through once.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 60));
          }
          window.scrollTo(0, 0);
          // The header hides while scrolling down and comes back on the way up: let it settle before the shot.
          await new Promise((resolve) => setTimeout(resolve, 400));
        });
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: path.join(folder, fileName(address, width, theme)), fullPage: true });
      }
      await context.close();
    }
  }
  console.log(`${addresses.length} pages × ${widths.length} widths × ${themes.length} themes in ${folder}`);
} finally {
  await browser.close();
  server.stop();
}
