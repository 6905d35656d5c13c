import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { buildSearchDocuments } from '../contract/search/build-search-documents';
import { prepareSearchIndex } from '../contract/search/prepare-search-index';
import { searchIndex } from '../contract/search/search-index';
import { migrateToLatest } from '../server/db/migrate';
import { openDatabase } from '../server/db/open-database';
import { seedDatabase } from '../server/db/seed/seed-database';
import { createRepositories } from '../server/repositories/repositories';
import { readPublishedContent } from '../server/search/published-content';
import { benchTerms, generateCorpus } from './search-corpus';

/**
 * p50/p95 of the search function over the seed content plus 1,000 generated pages, then of
 * GET /api/public/search on a real server on 127.0.0.1 under autocannon. Target: function p95 <= 5 ms.
 */
const pageCount = 1000;
const functionRuns = Number(process.env.BENCH_RUNS ?? 3000);
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = 10;
const port = 5093;
const workDir = mkdtempSync(path.join(tmpdir(), 'bench-search-'));
let server: ChildProcess | undefined;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

function summary(label: string, samples: number[]): void {
  const sorted = [...samples].sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(3)} ms`.padStart(11);
  console.log(
    `${label.padEnd(30)} p50 ${ms(percentile(sorted, 50))}   p95 ${ms(percentile(sorted, 95))}   (${sorted.length} samples)`,
  );
}

async function prepareDatabase(): Promise<void> {
  const db = openDatabase({ kind: 'sqlite', file: path.join(workDir, 'data', 'site.db') });
  await migrateToLatest(db);
  const repos = createRepositories(db, { sessionTtlMs: 0 });
  await seedDatabase(repos, { username: 'admin', password: 'bench-admin-password' });
  for (const page of generateCorpus(pageCount)) await repos.pages.create(page, null);

  const built = performance.now();
  const index = prepareSearchIndex(buildSearchDocuments(await readPublishedContent(db)));
  console.log(
    `Index: ${index.documents.length} documents, rebuilt from the database in ${(performance.now() - built).toFixed(0)} ms`,
  );
  await db.destroy();

  for (const term of benchTerms) searchIndex(index, term); // warm-up for the JIT
  const samples: number[] = [];
  for (let run = 0; run < functionRuns; run += 1) {
    const term = benchTerms[run % benchTerms.length] ?? '';
    const start = performance.now();
    searchIndex(index, term);
    samples.push(performance.now() - start);
  }
  summary('search function', samples);
  for (const term of benchTerms) {
    const runs = Array.from({ length: 200 }, () => {
      const start = performance.now();
      searchIndex(index, term);
      return performance.now() - start;
    });
    summary(`  "${term}" (${searchIndex(index, term).length} results)`, runs);
  }
}

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up`);
}

function runAutocannon(
  url: string,
  connections: number,
  terms: readonly string[],
): Promise<{ latencies: number[]; result: autocannon.Result }> {
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: durationSeconds,
        requests: terms.map((term) => ({
          method: 'GET' as const,
          path: `/api/public/search?q=${encodeURIComponent(term)}`,
        })),
      },
      (error: Error | null, result: autocannon.Result) => (error ? reject(error) : resolve({ latencies, result })),
    );
    // autocannon reports p50/p97.5/p99 but no p95; the per-response times give the exact figure.
    instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) =>
      latencies.push(responseTime),
    );
  });
}

async function measureEndpoint(): Promise<void> {
  server = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(workDir, 'data'),
      LOG_LEVEL: 'silent',
      SITE_ADMIN_PASSWORD: 'bench-admin-password',
      SITE_SEARCH_API: 'on',
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/public/search?q=security`); // the first search builds the index

  // One connection shows the latency of a request on its own; ten show it with requests queueing.
  for (const count of [1, connections]) {
    const { latencies, result } = await runAutocannon(url, count, benchTerms);
    summary(`endpoint (${count} connection${count === 1 ? '' : 's'})`, latencies);
    console.log(
      `${''.padEnd(30)} ${result.requests.average.toFixed(0)} req/s, errors ${result.errors + result.non2xx}`,
    );
  }
}

try {
  await prepareDatabase();
  await measureEndpoint();
} finally {
  server?.kill();
  rmSync(workDir, { recursive: true, force: true });
}
