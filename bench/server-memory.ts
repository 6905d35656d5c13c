import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { formatHeld, gcHookFlags, heldMemory, rssMb, watchPeakRss } from './robustness/memory-readings';
import type { RunningServer } from './robustness/server-process';
import { freshDataDir, startServer, webBuildExists } from './robustness/server-process';
import { benchTerms } from './search-corpus';
import type { IdleCollectionOutcome } from '../server/http/idle-collection';

/**
 * npm run bench:server-memory (issue 33's "RSS after warm-up < 400 MB"): the production server, started as
 * `npm run serve` starts it, in its own process against a 10,000-page site (10,000 pages and 5,000 subpages of about
 * 3.6 KB, seeded once by bench:search-scale into BENCH_DATA_DIR and copied for each run). Warm-up is what a live
 * site sees in its first minutes: the search index built, 1,000 distinct pages rendered, searches, the sitemap and
 * the public lists. Then it prints the RSS after 10 s idle (what a host's monitor shows), the peak during warm-up,
 * and what is held once collected (heap and native), for the server with search on and with it off.
 */
const dataSource = process.env.BENCH_DATA_DIR ?? '/tmp/aegisline-bench-10k';
const pagesToRender = Number(process.env.BENCH_RENDERED_PAGES ?? 1000);
/** Node flags to try on top of the serve script's (later flags win), and which runs: `on`, `off` or both. */
const trialFlags = (process.env.BENCH_NODE_FLAGS ?? '').split(/\s+/).filter((flag) => flag !== '');
const searchRuns = (process.env.BENCH_SEARCH ?? 'on,off').split(',').map((value) => value === 'on');
const load = () =>
  `load ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`;
const mb = (value: number) => `${value.toFixed(0)} MB`;

function ensureSeeded(): string {
  const file = path.join(dataSource, 'site.db');
  if (existsSync(file)) return file;
  console.log(`Seeding 10,000 pages and 5,000 subpages into ${dataSource} (once; a few minutes)`);
  const seeded = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', 'bench/search-scale.ts'], {
    env: { ...process.env, BENCH_DATA_DIR: dataSource, BENCH_SEED_ONLY: '1' },
    stdio: 'inherit',
  });
  if (seeded.status !== 0 || !existsSync(file)) throw new Error(`seeding failed (exit ${seeded.status})`);
  return file;
}

async function get(server: RunningServer, url: string): Promise<unknown> {
  const response = await fetch(server.baseUrl + url, { headers: { 'accept-encoding': 'br, gzip' } });
  const body = await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.headers.get('content-type')?.includes('json') ? JSON.parse(body) : body;
}

/** Until a search finds the seeded pages: the index is built on start, off the main thread. */
async function waitForSearchIndex(server: RunningServer): Promise<number> {
  const started = Date.now();
  for (;;) {
    const answer = (await get(server, '/api/public/search?q=security')) as { results: unknown[] };
    if (answer.results.length > 0) return Date.now() - started;
    if (Date.now() - started > 180_000) throw new Error('the search index was not built within 3 minutes');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function percentiles(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;
  return `p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms`;
}

async function timed(run: () => Promise<unknown>, samples: number[]): Promise<void> {
  const started = performance.now();
  await run();
  samples.push(performance.now() - started);
}

async function warmUp(server: RunningServer, search: boolean): Promise<string> {
  const parts: string[] = [];
  if (search) parts.push(`index ready after ${((await waitForSearchIndex(server)) / 1000).toFixed(1)} s`);
  const pages = (await get(server, '/api/public/pages')) as { slug: string }[];
  await get(server, '/api/public/subpages/all');
  await get(server, '/sitemap.xml');
  const slugs = pages.map((page) => page.slug).filter((slug) => slug !== 'home');
  const step = Math.max(1, Math.floor(slugs.length / pagesToRender));
  const renders: number[] = [];
  for (let at = 0; at < slugs.length && renders.length < pagesToRender; at += step) {
    await timed(() => get(server, `/${slugs[at]}`), renders);
  }
  parts.push(`${renders.length} pages asked for (${percentiles(renders)})`);
  if (search) {
    const terms = [...benchTerms, 'governance', 'risk compliance', 'kari', 'board regulator supplier'];
    const searches: number[] = [];
    for (let round = 0; round < 20; round += 1) {
      for (const term of terms)
        await timed(() => get(server, `/api/public/search?q=${encodeURIComponent(term)}`), searches);
    }
    parts.push(`${searches.length} searches (${percentiles(searches)})`);
  }
  return parts.join(', ');
}

/** The server's own "collected garbage while idle" log lines (server/http/idle-collection.ts), in words. */
function idleCollections(log: string, warmedAt: number): string[] {
  const lines: string[] = [];
  for (const line of log.split('\n')) {
    if (!line.includes('collected garbage while idle')) continue;
    const entry = JSON.parse(line) as IdleCollectionOutcome & { time: number };
    // The server logs once the freed memory had time to come back (settleMs), 2 s after the passes.
    const when = (entry.time - 2_000 - warmedAt) / 1000;
    lines.push(
      `collected while idle ${when < 0 ? `${(-when).toFixed(1)} s before` : `${when.toFixed(1)} s after`} warm-up ended: ` +
        `${entry.passes} passes, longest pause ${entry.longestPauseMs} ms, RSS ${mb(entry.rssBeforeMb)} → ${mb(entry.rssAfterMb)}`,
    );
  }
  return lines.length > 0 ? lines : ['no collection while idle (the server was started without --expose-gc?)'];
}

async function measure(file: string, search: boolean): Promise<void> {
  const dataDir = freshDataDir('server-memory');
  // The write-ahead log too: a database closed by a killed seeding run keeps its last pages there.
  for (const suffix of ['', '-wal']) {
    if (existsSync(file + suffix)) copyFileSync(file + suffix, path.join(dataDir, `site.db${suffix}`));
  }
  const server = await startServer({
    dataDir,
    extraNodeFlags: [...gcHookFlags, ...trialFlags],
    // Info, for the server's own line on each collection while idle.
    env: { LOG_LEVEL: 'info', ...(search ? {} : { SITE_SEARCH_API: 'off' }) },
  });
  try {
    const label = search ? 'search on ' : 'search off';
    console.log(`${label}: RSS once listening ${mb(rssMb(server.pid))}; ${load()}`);
    const peak = watchPeakRss(server.pid);
    const done = await warmUp(server, search);
    const peakMb = peak.stop();
    const warmedAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    console.log(`${label}: after warm-up (${done}): RSS ${mb(rssMb(server.pid))} after 10 s idle, peak ${mb(peakMb)}`);
    for (const seconds of [20, 30, 60]) {
      await new Promise((resolve) => setTimeout(resolve, 10_000 * (seconds === 60 ? 3 : 1)));
      console.log(`${label}: RSS ${mb(rssMb(server.pid))} after ${seconds} s idle`);
    }
    for (const line of idleCollections(server.log(), warmedAt)) console.log(`${label}: ${line}`);
    console.log(`${label}: once collected: ${formatHeld(await heldMemory(server))}; ${load()}`);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (!webBuildExists()) throw new Error('no web build: run npm run build:web first (pages are rendered as they ship)');
const file = ensureSeeded();
if (trialFlags.length > 0) console.log(`with ${trialFlags.join(' ')} added to the serve script's node flags`);
for (const search of searchRuns) await measure(file, search);
