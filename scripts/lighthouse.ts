import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { startSiteServer } from './support/site-server';

/**
 * Lighthouse (mobile preset: throttled CPU and network) with the test Chromium against the built site served
 * as `npm start` serves it. Prints the four category scores and LCP, TBT and CLS for each page. A script to
 * run and read, not a test: single runs on shared 2-core machines move by several points.
 * Run `npm run build:web` first. `LIGHTHOUSE_REPORT_DIR=<folder>` also writes each page's full report there as JSON
 * (`lcp-elements` and the network, critical-chain and main-thread audits say what the simulated LCP waited for);
 * `LIGHTHOUSE_PAGES=/,/contact` measures only those pages. `LIGHTHOUSE_SITE_PORT` and `LIGHTHOUSE_DEBUG_PORT` move the
 * site (5096) and Chromium's debugging port (9333) into a range of one's own on a shared machine. `WEB_ROOT` and
 * `SSR_ROOT` reach the server: a copy of another build (`dist/web` and `dist/ssr`, kept inside the checkout so the
 * server build finds node_modules) can be measured back to back with the current one, which on a noisy machine
 * says more than two figures taken at different times.
 */
const allPages = ['/', '/services/cloud-security', '/contact', '/insights', '/insights/log4shell-still-in-production'];
const pages = process.env.LIGHTHOUSE_PAGES?.split(',').filter((page) => allPages.includes(page)) ?? allPages;
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
const targets = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
const maxCls = 0.02;
const sitePort = Number(process.env.LIGHTHOUSE_SITE_PORT ?? 5096);
const debuggingPort = Number(process.env.LIGHTHOUSE_DEBUG_PORT ?? 9333);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function startChromium() {
  const profile = mkdtempSync(path.join(tmpdir(), 'lighthouse-chromium-'));
  const child = spawn(
    chromiumPath,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--remote-debugging-port=${debuggingPort}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${debuggingPort}/json/version`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill();
    // Chromium writes to its profile until it has exited; removing the folder earlier fails with ENOTEMPTY.
    await exited;
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    } catch (error) {
      // A temporary folder left behind is no reason to lose the figures just measured.
      console.warn(`Could not remove ${profile}: ${String(error)}`);
    }
  };
}

const score = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : String(Math.round(value * 100));
const ms = (value: number | undefined) => (value === undefined ? '—' : `${Math.round(value)} ms`);

/**
 * What the page's LCP is and where its time goes, from the audit's details (a list of two tables: the element,
 * then the phases): what to look at when a page's performance score is held back by LCP.
 */
function describeLcp(details: unknown): string {
  const tables = (details as { items?: Array<{ items?: Array<Record<string, unknown>> }> } | undefined)?.items ?? [];
  const node = tables[0]?.items?.[0]?.node as { nodeLabel?: string; snippet?: string } | undefined;
  const element = (node?.snippet ?? '?').slice(0, 90);
  const phases = (tables[1]?.items ?? []).map((phase) => ms(Number(phase.timing))).join(', ');
  return `${element} (${phases || 'no phases'})`;
}

/** `/` → `home.json`, `/services/cloud-security` → `services-cloud-security.json`. */
function writeReport(dir: string, page: string, report: string | string[]) {
  mkdirSync(dir, { recursive: true });
  const name = page === '/' ? 'home' : page.slice(1).replaceAll('/', '-');
  writeFileSync(path.join(dir, `${name}.json`), Array.isArray(report) ? report.join('\n') : report);
}

async function main() {
  const server = await startSiteServer({ port: sitePort });
  const stopChromium = await startChromium();
  const misses: string[] = [];
  const details: string[] = [];
  try {
    console.log(
      `${'page'.padEnd(28)} ${'perf'.padStart(4)} ${'a11y'.padStart(4)} ${'bp'.padStart(4)} ${'seo'.padStart(4)}` +
        `  ${'LCP'.padStart(8)}  ${'TBT'.padStart(8)}  ${'CLS'.padStart(6)}`,
    );
    for (const page of pages) {
      const result = await lighthouse(`${server.origin}${page}`, {
        port: debuggingPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: Object.keys(targets),
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
      if (reportDir) writeReport(reportDir, page, result.report);
      const { categories, audits } = result.lhr;
      const lcp = audits['largest-contentful-paint']?.numericValue;
      const tbt = audits['total-blocking-time']?.numericValue;
      const cls = audits['cumulative-layout-shift']?.numericValue;
      console.log(
        `${page.padEnd(28)} ${score(categories.performance?.score).padStart(4)} ${score(categories.accessibility?.score).padStart(4)}` +
          ` ${score(categories['best-practices']?.score).padStart(4)} ${score(categories.seo?.score).padStart(4)}` +
          `  ${ms(lcp).padStart(8)}  ${ms(tbt).padStart(8)}  ${(cls ?? NaN).toFixed(3).padStart(6)}`,
      );
      // A page Lighthouse could not measure (no paint, a page error) is a miss with its reason, never a pass.
      if (result.lhr.runtimeError)
        misses.push(`${page}: not measured (${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message})`);
      for (const [category, target] of Object.entries(targets)) {
        const value = categories[category]?.score;
        if (value === null || value === undefined) {
          const reasons = Object.values(audits)
            .filter((audit) => audit.errorMessage)
            .map((audit) => `${audit.id}: ${audit.errorMessage}`)
            .slice(0, 3);
          misses.push(`${page}: ${category} has no score${reasons.length > 0 ? ` (${reasons.join('; ')})` : ''}`);
        } else if (value * 100 < target) {
          const failing = Object.values(audits)
            .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
            .map((audit) => audit.id);
          misses.push(
            `${page}: ${category} ${score(value)} < ${target}${category === 'performance' ? '' : ` (${failing.join(', ')})`}`,
          );
        }
      }
      if (cls !== undefined && cls > maxCls) misses.push(`${page}: CLS ${cls.toFixed(3)} > ${maxCls}`);
      details.push(`${page}: ${describeLcp(audits['largest-contentful-paint-element']?.details)}`);
    }
  } finally {
    try {
      await stopChromium();
    } finally {
      server.stop();
    }
  }
  console.log('\nLargest contentful paint (element; time to first byte, load delay, load time, render delay):');
  for (const line of details) console.log(`  ${line}`);
  if (misses.length > 0) {
    console.log('\nBelow target:');
    for (const miss of misses) console.log(`  ${miss}`);
  } else {
    console.log('\nEvery target met.');
  }
}

await main();
