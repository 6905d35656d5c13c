import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { buildApp } from '../server/app';
import { migrateToLatest } from '../server/db/migrate';
import { openDatabase } from '../server/db/open-database';
import { seedDatabase } from '../server/db/seed/seed-database';
import { createRepositories } from '../server/repositories/repositories';
import { createSearchService } from '../server/search/search-service';
import { benchTerms, generateCorpus } from './search-corpus';

/**
 * Search at the size of issue 33: N generated pages (default 10,000) and N/2 subpages of about 3.6 KB of content
 * each, stored through the repositories into a temporary SQLite file. Prints the full build (postings on a worker
 * thread) and the longest the main thread was held meanwhile, the index's heap, search p50/p95, a search right after
 * a save (the change applied), and a micro-cached GET /api/public/pages/services p99 from another process while
 * saves (through the admin API) and searches run, against the same without them. Run with --expose-gc
 * (`npm run bench:search-scale`); the machine is shared, so the load average is printed with the figures.
 */
const pageCount = Number(process.env.BENCH_PAGES ?? 10_000);
const port = Number(process.env.BENCH_PORT ?? 8350);
const probeSeconds = Number(process.env.BENCH_SECONDS ?? 15);
const admin = { username: 'admin', password: 'bench-admin-password' };
/**
 * BENCH_DATA_DIR keeps the seeded database (`site.db` there) and reuses it on the next run, so the production server
 * can be measured against it in its own process (`BENCH_SEED_ONLY=1` stops after seeding).
 */
const keptDir = process.env.BENCH_DATA_DIR;
if (keptDir) mkdirSync(keptDir, { recursive: true });
const workDir = keptDir ?? mkdtempSync(path.join(tmpdir(), 'bench-search-scale-'));
const seeded = existsSync(path.join(workDir, 'site.db'));
const terms = [...benchTerms, 'governance', 'risk compliance', 'kari', 'board regulator supplier'];

const load = () =>
  `load ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`;
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;
function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}
function gc(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

const db = openDatabase({ kind: 'sqlite', file: path.join(workDir, 'site.db') });

async function seed(): Promise<void> {
  await migrateToLatest(db);
  if (seeded) {
    console.log(`Reusing the database seeded in ${workDir}`);
    return;
  }
  const repos = createRepositories(db, { sessionTtlMs: 0 });
  await seedDatabase(repos, admin);
  const started = performance.now();
  const pageIds: number[] = [];
  for (const page of generateCorpus(pageCount)) pageIds.push(await repos.pages.create(page, null));
  for (const [index, subpage] of generateCorpus(Math.floor(pageCount / 2), 7).entries()) {
    const parent = pageIds[index * 2] ?? 0;
    await repos.subpages.create(parent, { ...subpage, slug: `part-${index + 1}` }, null);
  }
  console.log(
    `Seeded ${pageCount} pages and ${Math.floor(pageCount / 2)} subpages in ${ms(performance.now() - started)}`,
  );
}

/** The index on its own: build, memory, searches, and a search right after a save. */
async function measureIndex(): Promise<void> {
  gc();
  const heapBefore = process.memoryUsage().heapUsed;
  const service = createSearchService(db);
  const stalls = monitorEventLoopDelay({ resolution: 5 });
  stalls.enable();
  const started = performance.now();
  await service.warmUp();
  const buildMs = performance.now() - started;
  stalls.disable();
  gc();
  const heap = process.memoryUsage().heapUsed - heapBefore;
  const stats = service.stats();
  console.log(
    `Full build: ${ms(buildMs)} (${stats?.documents} documents), main thread held at most ${ms(stalls.max / 1e6)} meanwhile; ${load()}`,
  );
  console.log(
    `Index memory: heap +${mb(heap)} (packed postings ${mb(stats?.packedBytes ?? 0)}), RSS ${mb(process.memoryUsage().rss)}`,
  );

  for (const term of terms) await service.search(term);
  const samples: number[] = [];
  for (let run = 0; run < 1000; run += 1) {
    const start = performance.now();
    await service.search(terms[run % terms.length] ?? '');
    samples.push(performance.now() - start);
  }
  console.log(
    `Search: p50 ${ms(percentile(samples, 50))}, p95 ${ms(percentile(samples, 95))} over ${terms.length} terms; ${load()}`,
  );

  for (const term of terms) {
    const runs: number[] = [];
    for (let run = 0; run < 20; run += 1) {
      const start = performance.now();
      await service.search(term);
      runs.push(performance.now() - start);
    }
    console.log(`  "${term}": p50 ${ms(percentile(runs, 50))}, p95 ${ms(percentile(runs, 95))}`);
  }
  await measureBurst(service);
  const afterSave: number[] = [];
  for (let run = 0; run < 20; run += 1) {
    const description = `Edited description number ${run} about quantum resilience.`;
    await db
      .updateTable('pages')
      .set({ description })
      .where('slug', '=', `generated-${run + 1}`)
      .execute();
    service.expireVersion();
    const start = performance.now();
    const results = await service.search(`number ${run} about quantum`);
    afterSave.push(performance.now() - start);
    if (results.length !== 1) throw new Error(`the saved change was not found (${results.length} results)`);
  }
  console.log(
    `Search right after a save (change applied): p50 ${ms(percentile(afterSave, 50))}, max ${ms(Math.max(...afterSave))}`,
  );
}

/**
 * The longest the main thread is held at once while 24 searches arrive together (a burst of visitors), with the
 * search run in one piece as before issue 33's slicing (sliceMs Infinity) and in slices as the server runs it.
 */
async function measureBurst(service: ReturnType<typeof createSearchService>): Promise<void> {
  const burst = async (sliceMs?: number) => {
    // A timer every millisecond: the longest gap between two of its turns is the longest the thread was held.
    let last = performance.now();
    let longest = 0;
    const gaps = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
    }, 1);
    const started = performance.now();
    await Promise.all(terms.flatMap((term) => [term, term]).map((term) => service.search(term, { sliceMs })));
    const took = performance.now() - started;
    await new Promise((ok) => setTimeout(ok, 5));
    clearInterval(gaps);
    return `main thread held at most ${ms(longest)} at once, burst answered in ${ms(took)}`;
  };
  for (let round = 0; round < 2; round += 1) {
    console.log(`Burst of ${terms.length * 2} searches in one piece (before): ${await burst(Infinity)}; ${load()}`);
    console.log(`Burst of ${terms.length * 2} searches in slices (after):     ${await burst()}; ${load()}`);
  }
}

/** Another process asks for a cached page every 10 ms and reports each answer's time. */
function probe(url: string, seconds: number): Promise<number[]> {
  const code = `
    const until = Date.now() + ${seconds * 1000}; const times = [];
    (async () => { while (Date.now() < until) { const t = performance.now(); const r = await fetch(${JSON.stringify(url)});
      await r.arrayBuffer(); times.push(performance.now() - t); await new Promise((ok) => setTimeout(ok, 10)); }
      process.stdout.write(JSON.stringify(times)); })();`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', () => {
      try {
        resolve(JSON.parse(out) as number[]);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

async function measureServer(): Promise<void> {
  gc();
  const app = await buildApp({ db, dataDir: workDir, authMode: 'token', logger: false, searchWarmUp: true });
  await app.listen({ port, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${port}`;
  try {
    // The index builds at start; until then, or when a search times out under load, ask again.
    for (;;) {
      const answer = (await (await fetch(`${base}/api/public/search?q=security`)).json()) as { results?: unknown[] };
      if ((answer.results ?? []).length > 0) break;
      await new Promise((ok) => setTimeout(ok, 500));
    }
    for (const term of terms) await fetch(`${base}/api/public/search?q=${encodeURIComponent(term)}`);
    gc();
    console.log(`RSS after warm-up (server with its index, in the bench process): ${mb(process.memoryUsage().rss)}`);

    const url = `${base}/api/public/pages/services`;
    const quiet = await probe(url, probeSeconds);
    console.log(
      `GET /api/public/pages/services alone: p50 ${ms(percentile(quiet, 50))}, p99 ${ms(percentile(quiet, 99))}; ${load()}`,
    );

    const token = (
      (await (
        await fetch(`${base}/api/token-login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(admin),
        })
      ).json()) as { token: string }
    ).token;
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    let running = true;
    let saves = 0;
    let searches = 0;
    const saving = (async () => {
      for (let run = 0; running; run += 1) {
        const id = (
          await db
            .selectFrom('pages')
            .select('id')
            .where('slug', '=', `generated-${100 + (run % 50)}`)
            .executeTakeFirstOrThrow()
        ).id;
        const read = await fetch(`${base}/api/admin/pages/${id}`, { headers: auth });
        const page = (await read.json()) as Record<string, unknown>;
        const etag = read.headers.get('etag') ?? '';
        const put = await fetch(`${base}/api/admin/pages/${id}`, {
          method: 'PUT',
          headers: { ...auth, 'if-match': etag },
          body: JSON.stringify({
            title: page.title,
            slug: page.slug,
            status: 'published',
            blocks: page.blocks,
            description: `Saved ${run} times.`,
          }),
        });
        if (!put.ok) throw new Error(`save failed: ${put.status} ${await put.text()}`);
        saves += 1;
        await new Promise((ok) => setTimeout(ok, 250));
      }
    })();
    const searching = (async () => {
      for (let run = 0; running; run += 1) {
        await fetch(`${base}/api/public/search?q=${encodeURIComponent(terms[run % terms.length] ?? '')}`);
        searches += 1;
        await new Promise((ok) => setTimeout(ok, 20));
      }
    })();
    const busy = await probe(url, probeSeconds);
    running = false;
    await Promise.all([saving, searching]);
    console.log(
      `GET /api/public/pages/services during ${saves} saves and ${searches} searches: p50 ${ms(percentile(busy, 50))}, p99 ${ms(percentile(busy, 99))} (+${ms(percentile(busy, 99) - percentile(quiet, 99))}); ${load()}`,
    );
    console.log(`RSS at the end: ${mb(process.memoryUsage().rss)}`);
  } finally {
    await app.close();
  }
}

try {
  console.log(`${load()}, ${pageCount} pages`);
  await seed();
  if (process.env.BENCH_SEED_ONLY === '1') process.exit(0);
  // BENCH_SERVER_ONLY=1 skips the index on its own (a second full build) for a quicker run.
  if (process.env.BENCH_SERVER_ONLY !== '1') await measureIndex();
  await measureServer();
} finally {
  await db.destroy();
  if (!keptDir) rmSync(workDir, { recursive: true, force: true });
}
