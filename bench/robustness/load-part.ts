import { rmSync } from 'node:fs';
import autocannon from 'autocannon';
import type { PartResult } from './part-result';
import { freshDataDir, startServer, webBuildExists } from './server-process';

/**
 * (b) 200 connections for 30 s (ROBUSTNESS_LOAD_SECONDS) on the content API and on `/`: every answer
 * must be a 2xx, with no socket errors or timeouts. Figures are for this machine and run only.
 */
const connections = 200;
const seconds = Number(process.env.ROBUSTNESS_LOAD_SECONDS ?? 30);

interface LoadFigures {
  label: string;
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

async function measure(label: string, url: string): Promise<LoadFigures> {
  const result = await autocannon({ url, connections, duration: seconds, timeout: 10 });
  const figures = {
    label,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
  console.log(
    `${label.padEnd(30)} ${figures.requestsPerSecond.toFixed(0).padStart(7)} req/s   p99 ${String(figures.p99Ms).padStart(5)} ms   ` +
      `non-2xx ${figures.non2xx}   errors ${figures.errors}   timeouts ${figures.timeouts}   (${result.requests.total} requests)`,
  );
  return figures;
}

export async function runLoad(): Promise<PartResult> {
  if (!Number.isFinite(seconds) || seconds <= 0) throw new Error('ROBUSTNESS_LOAD_SECONDS must be a positive number');
  console.log(`\n=== (b) load === autocannon, ${connections} connections × ${seconds} s per URL`);
  const dataDir = freshDataDir('load');
  const server = await startServer({ dataDir });
  const problems: string[] = [];
  const lines: string[] = [];
  try {
    const runs = [await measure('GET /api/public/pages/home', `${server.baseUrl}/api/public/pages/home`)];
    if (webBuildExists()) runs.push(await measure('GET /', `${server.baseUrl}/`));
    else console.log('GET / skipped: dist/web/index.html is missing; run `npm run build:web` for the / figures');
    for (const run of runs) {
      lines.push(`${run.label} ${run.requestsPerSecond.toFixed(0)} req/s p99 ${run.p99Ms} ms`);
      const bad = run.non2xx + run.errors + run.timeouts;
      if (bad > 0) {
        problems.push(`${run.label}: non-2xx ${run.non2xx}, errors ${run.errors}, timeouts ${run.timeouts}`);
      }
    }
    if (!webBuildExists()) lines.push('/ skipped (no web build)');
    if (server.exitInfo()) problems.push(`the server died under load: ${JSON.stringify(server.exitInfo())}`);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { part: 'load', passed: problems.length === 0, figures: lines.join('; '), problems };
}
