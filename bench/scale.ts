import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { buildApp } from '../server/app';
import { migrateToLatest } from '../server/db/migrate';
import { openDatabase } from '../server/db/open-database';
import type { Database } from '../server/db/schema';
import { seedDatabase } from '../server/db/seed/seed-database';
import { createRepositories } from '../server/repositories/repositories';
import type { PostgresCluster } from '../server/test/postgres-cluster';
import { startPostgresCluster } from '../server/test/postgres-cluster';
import { generateCorpus } from './search-corpus';

/**
 * npm run bench:scale (issue 33): seeds N published pages through the project's own repositories on SQLite and on a
 * throwaway PostgreSQL, builds the app in this process and measures, through app.inject (no sockets, so the figures
 * are the server's own work): start time, /sitemap.xml, the admin media list, the link tool's targets, a rename, a cached GET of a page's answer (p99)
 * alone and while saves of other pages run, the pages the render cache holds at its 32 MB (with a web build), and
 * RSS. BENCH_SCALE_SIZES (default 10000, comma-separated), BENCH_SCALE_DATABASES (default sqlite,postgres).
 */
const sizes = (process.env.BENCH_SCALE_SIZES ?? '10000').split(',').map(Number);
const kinds = (process.env.BENCH_SCALE_DATABASES ?? 'sqlite,postgres').split(',');
const root = path.resolve(import.meta.dirname, '..');
const webRoot = path.join(root, 'dist/web');
const ssrRoot = path.join(root, 'dist/ssr');
const hasBuild = existsSync(path.join(webRoot, 'index.html')) && existsSync(ssrRoot);
const admin = { username: 'admin', password: 'bench-admin-password-2026' };

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const ms = (value: number) => `${value.toFixed(1)} ms`;

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function timed(run: () => Promise<unknown>, times: number): Promise<number[]> {
  const samples: number[] = [];
  for (let index = 0; index < times; index += 1) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return samples;
}

async function seed(db: Kysely<Database>, count: number): Promise<void> {
  await migrateToLatest(db);
  const repos = createRepositories(db, { sessionTtlMs: 0 });
  await seedDatabase(repos, admin);
  const started = performance.now();
  for (const page of generateCorpus(count)) await repos.pages.create({ ...page, status: 'published' }, null);
  console.log(`  seeded ${count} pages in ${ms(performance.now() - started)}`);
}

let renamed = 0;

/** A slug change of the newest page, as the editor saves it: its redirect and the site's links to it follow. */
async function renameOnce(app: Awaited<ReturnType<typeof buildApp>>, auth: Record<string, string>): Promise<void> {
  const { id } = await app.db.selectFrom('pages').select('id').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
  const read = await app.inject({ url: `/api/admin/pages/${id}`, headers: auth });
  const { title, description, status, blocks, slug } = read.json<Record<string, unknown>>();
  renamed += 1;
  const saved = await app.inject({
    method: 'PUT',
    url: `/api/admin/pages/${id}`,
    headers: { ...auth, 'if-match': String(read.headers.etag) },
    payload: { title, description, status, blocks, slug: `${String(slug).replace(/-r\d+$/, '')}-r${renamed}` },
  });
  if (saved.statusCode !== 200) throw new Error(`a rename answered ${saved.statusCode}: ${saved.body}`);
}

async function measure(label: string, db: Kysely<Database>, dataDir: string, count: number): Promise<void> {
  console.log(`${label}, ${count} pages (load average ${load()})`);
  await seed(db, count);
  const startedAt = performance.now();
  const app = await buildApp({
    db,
    dataDir,
    authMode: 'token',
    logger: false,
    search: false,
    ...(hasBuild ? { webRoot, ssrRoot } : {}),
  });
  await app.ready();
  console.log(`  start (buildApp + ready)       ${ms(performance.now() - startedAt)}`);
  try {
    const token = (await app.inject({ method: 'POST', url: '/api/token-login', payload: admin })).json<{
      token: string;
    }>().token;
    const auth = { authorization: `Bearer ${token}` };

    // As crawlers and browsers ask: compressed.
    const asClients = (url: string) => app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    const [cold = 0] = await timed(() => asClients('/sitemap.xml'), 1);
    const sitemap = await timed(() => asClients('/sitemap.xml'), 50);
    console.log(
      `  /sitemap.xml                   first ${ms(cold)}, then p50 ${ms(percentile(sitemap, 50))} p95 ${ms(percentile(sitemap, 95))}`,
    );
    const media = await timed(() => app.inject({ url: '/api/admin/media', headers: auth }), 20);
    console.log(`  admin media list               p50 ${ms(percentile(media, 50))} p95 ${ms(percentile(media, 95))}`);
    const unused = await timed(() => app.inject({ url: '/api/admin/media?unused=true', headers: auth }), 20);
    console.log(`  admin media list ?unused=true  p50 ${ms(percentile(unused, 50))} p95 ${ms(percentile(unused, 95))}`);
    const targets = await timed(() => app.inject({ url: '/api/admin/link-targets?q=security', headers: auth }), 20);
    console.log(
      `  link targets ?q=security       p50 ${ms(percentile(targets, 50))} p95 ${ms(percentile(targets, 95))}`,
    );
    const renames = await timed(() => renameOnce(app, auth), 6);
    console.log(`  rename a page (slug, links)    p50 ${ms(percentile(renames, 50))} max ${ms(Math.max(...renames))}`);

    const page = hasBuild ? '/services' : '/api/public/pages/services';
    await asClients(page);
    const alone = await timed(async () => {
      await new Promise(setImmediate);
      return asClients(page);
    }, 300);
    const ids = (await db.selectFrom('pages').select('id').orderBy('id', 'desc').limit(20).execute()).map(
      (row) => row.id,
    );
    let saving = true;
    let saves = 0;
    const saver = (async () => {
      try {
        while (saving) {
          const id = ids[saves % ids.length] ?? 0;
          const read = await app.inject({ url: `/api/admin/pages/${id}`, headers: auth });
          const { title, description, status, blocks, slug } = read.json<Record<string, unknown>>();
          const saved = await app.inject({
            method: 'PUT',
            url: `/api/admin/pages/${id}`,
            headers: { ...auth, 'if-match': String(read.headers.etag) },
            payload: { title: `${String(title)} ·`, description, status, blocks, slug },
          });
          if (saved.statusCode !== 200) throw new Error(`a save answered ${saved.statusCode}: ${saved.body}`);
          saves += 1;
        }
      } finally {
        saving = false;
      }
    })();
    // At least 300 reads, and on until 10 saves went through. Each read waits for the event loop's next turn, as a
    // request from a socket does: a micro-cached answer resolves in microtasks alone, and back-to-back injects would
    // starve the saves' database work.
    const read = async () => {
      await new Promise(setImmediate);
      return asClients(page);
    };
    const during = await timed(read, 300);
    while (saves < 10 && saving) during.push(...(await timed(read, 10)));
    saving = false;
    await saver;
    console.log(
      `  cached GET ${page.padEnd(19)} p99 ${ms(percentile(alone, 99))} alone, ${ms(percentile(during, 99))} during ${saves} saves`,
    );

    if (hasBuild) {
      const slugs = (await db.selectFrom('pages').select('slug').where('status', '=', 'published').execute()).map(
        (row) => row.slug,
      );
      const renders = await timed(() => app.inject(`/${slugs[0] ?? ''}-x`), 1);
      for (const slug of slugs.slice(0, 1000)) await app.inject(`/${slug}`);
      const held = app.pageCacheStats();
      console.log(
        `  render cache after 1,000 pages ${held.entries} pages in ${(held.bytes / 1024 / 1024).toFixed(1)} MB (a 404 render ${ms(renders[0] ?? 0)})`,
      );
    } else console.log('  render cache                   (no web build: run npm run build:web for these figures)');
    console.log(`  RSS                            ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB`);
  } finally {
    await app.close();
  }
}

const work = mkdtempSync(path.join(tmpdir(), 'bench-scale-'));
let cluster: PostgresCluster | undefined;
try {
  for (const count of sizes) {
    if (kinds.includes('sqlite')) {
      const db = openDatabase({ kind: 'sqlite', file: path.join(work, `site-${count}.db`) });
      await measure('SQLite', db, work, count);
      await db.destroy();
    }
    if (kinds.includes('postgres')) {
      cluster ??= await startPostgresCluster({ durable: true });
      const client = new pg.Client(cluster.url('postgres'));
      await client.connect();
      await client.query(`create database site_${count}`);
      await client.end();
      const db = openDatabase({ kind: 'postgres', url: cluster.url(`site_${count}`) }, { poolSize: 10 });
      await measure('PostgreSQL', db, work, count);
      await db.destroy();
    }
  }
  console.log(`load average after: ${load()}`);
} finally {
  await cluster?.destroy();
  rmSync(work, { recursive: true, force: true });
}
