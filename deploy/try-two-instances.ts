import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import pg from 'pg';
import type { PostgresCluster } from '../server/test/postgres-cluster';
import { startPostgresCluster } from '../server/test/postgres-cluster';
import type { ServerProcess } from '../server/test/server-process';
import { freePort, startServerProcess } from '../server/test/server-process';
import { terminateConnections } from '../server/test/terminate-connections';

/**
 * deploy/nginx.conf in front of two instances of the server on one throwaway PostgreSQL, driven like a visitor
 * and an editor would: a browser visit through nginx and an admin save through nginx, then ten saves on A, each
 * in the page B renders within a second; then PostgreSQL ends every connection of both instances several times
 * and stops for a few seconds, and both instances must still be running and serve 200 after. Exits non-zero with
 * the reason on the first thing that does not hold. Needs `npm run build:web` first and nginx (Debian's
 * nginx-light, /usr/sbin/nginx). Run: `npm run try:instances`.
 */
const root = path.resolve(import.meta.dirname, '..');
const work = mkdtempSync(path.join(tmpdir(), 'site-instances-'));
// nginx's worker runs unprivileged when started as root: it must be able to use its temp folders.
chmodSync(work, 0o777);
const children: ChildProcess[] = [];
const instances: ServerProcess[] = [];
let cluster: PostgresCluster | undefined;
const adminPassword = 'two-instances-password-2026';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(url: string, what: string): Promise<void> {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await pause(200);
  }
  throw new Error(`${what} did not answer ${url}`);
}

/** Polls `check` until it holds; answers how long that took, or fails once a second has passed. */
async function withinASecond(what: string, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > 1_000) throw new Error(`${what} did not hold within a second`);
    await pause(20);
  }
}

async function startInstance(name: string, databaseUrl: string): Promise<ServerProcess> {
  const instance = await startServerProcess({
    DATABASE_URL: databaseUrl,
    DATA_DIR: path.join(work, name),
    SITE_ADMIN_PASSWORD: adminPassword,
    // The script signs in with a password only; two-factor sign-in has its own tests.
    SITE_REQUIRE_2FA: 'off',
    SITE_URL: 'http://localhost',
    TRUST_PROXY: '127.0.0.1',
  });
  instances.push(instance);
  return instance;
}

function startNginx(port: number, upstreams: [string, string]): string {
  const site = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8')
    .replace('127.0.0.1:5001', upstreams[0].replace('http://', ''))
    .replace('127.0.0.1:5002', upstreams[1].replace('http://', ''))
    .replace('listen 80;', `listen 127.0.0.1:${port};`);
  if (!site.includes(upstreams[1].replace('http://', '')))
    throw new Error('deploy/nginx.conf no longer names 127.0.0.1:5002');
  writeFileSync(path.join(work, 'site.conf'), site);
  const temp = (name: string) => `${name}_temp_path ${work}/${name};`;
  writeFileSync(
    path.join(work, 'nginx.conf'),
    `worker_processes 1; daemon off; pid ${work}/nginx.pid; error_log ${work}/error.log;
events { worker_connections 256; }
http { access_log off; ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join(' ')}
  include ${work}/site.conf; }`,
  );
  const nginx = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
  children.push(spawn(nginx, ['-p', work, '-c', path.join(work, 'nginx.conf')], { stdio: 'inherit' }));
  return `http://127.0.0.1:${port}`;
}

/** An editor's session on one origin: saves the services page with a new title. */
async function editor(origin: string) {
  const login = await fetch(`${origin}/api/token-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: adminPassword }),
  });
  const { token } = (await login.json()) as { token?: string };
  if (!token) throw new Error(`token login on ${origin} answered ${login.status}`);
  const auth = { authorization: `Bearer ${token}` };
  const pages = (await (await fetch(`${origin}/api/admin/pages`, { headers: auth })).json()) as {
    items?: { id: number; slug: string }[];
  };
  const services = (pages.items ?? []).find((item) => item.slug === 'services');
  if (!services) throw new Error('no services page in GET /api/admin/pages');
  const itemUrl = `${origin}/api/admin/pages/${services.id}`;
  return async (title: string): Promise<void> => {
    const current = await fetch(itemUrl, { headers: auth });
    const { description, status, content, slug } = (await current.json()) as Record<string, unknown>;
    const saved = await fetch(itemUrl, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json', 'if-match': current.headers.get('etag') ?? '' },
      body: JSON.stringify({ title, description, status, content, slug }),
    });
    if (!saved.ok) throw new Error(`admin save on ${origin} answered ${saved.status}: ${await saved.text()}`);
  };
}

/** The page as a browser's document request gets it, rendered by the server (no script run). */
const renderedShows = async (origin: string, title: string) =>
  (await (await fetch(`${origin}/services`)).text()).includes(`<title>${title} — Aegisline</title>`);

async function saveThroughNginx(site: string, a: ServerProcess, b: ServerProcess): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const page = await browser.newPage();
    const visit = await page.goto(`${site}/services`);
    if (visit?.status() !== 200) throw new Error(`visit through nginx answered ${visit?.status()}`);
    console.log(`visit through nginx: 200, "${await page.title()}"`);

    // An editor's save through nginx (which of the two instances takes it is nginx's choice).
    const title = `Services, saved through nginx at ${new Date().toISOString()}`;
    await (
      await editor(site)
    )(title);
    console.log('admin save through nginx: 200');
    for (const [name, origin] of [
      ['instance A', a.url],
      ['instance B', b.url],
    ] as const) {
      const took = await withinASecond(`${name} serving the new title`, async () => {
        const answer = (await (await fetch(`${origin}/api/public/pages/services`)).json()) as { title?: string };
        return answer.title === title;
      });
      console.log(`${name} serves the saved title after ${took} ms`);
    }
    // nginx alternates between the instances, so both rendered pages are asked for.
    const took = await withinASecond('the page rendered through nginx showing the new title', () =>
      renderedShows(site, title),
    );
    console.log(`the page rendered through nginx shows the saved title after ${took} ms`);
    await page.goto(`${site}/services`);
    if (!(await page.content()).includes(title)) throw new Error('a browser visit through nginx misses the title');
    console.log('a browser visit through nginx shows it');
  } finally {
    await browser.close();
  }
}

async function tenSavesOnA(a: ServerProcess, b: ServerProcess): Promise<void> {
  const save = await editor(a.url);
  const took: number[] = [];
  for (let round = 1; round <= 10; round += 1) {
    const title = `Services, save ${round} on A at ${Date.now()}`;
    await save(title);
    took.push(await withinASecond(`save ${round} on A in the page B renders`, () => renderedShows(b.url, title)));
  }
  console.log(`10 saves on A, each in the page B renders after: ${took.join(', ')} ms (at most ${Math.max(...took)})`);
}

/** Every connection of both instances ended three times, then PostgreSQL stopped for 5 s, under visits. */
async function connectionLoss(site: string, a: ServerProcess, b: ServerProcess, db: PostgresCluster): Promise<void> {
  const statuses = new Map<string, number>();
  let visiting = true;
  const visitors = Array.from({ length: 3 }, async (_, visitor) => {
    for (let turn = visitor; visiting; turn += 1) {
      const url = [`${a.url}/api/public/pages?v=${turn}`, `${b.url}/api/public/pages?v=${turn}`, `${site}/services`][
        turn % 3
      ];
      const status = await fetch(url ?? site).then(
        (answer) => (void answer.arrayBuffer(), String(answer.status)),
        () => 'no answer',
      );
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      await pause(20);
    }
  });
  let ended = 0;
  for (let round = 0; round < 3; round += 1) {
    ended += await terminateConnections(db.url('postgres'), 'site');
    await pause(300);
  }
  await db.stop();
  await pause(5_000);
  await db.start();
  visiting = false;
  await Promise.all(visitors);
  console.log(`pg_terminate_backend ended ${ended} connections, then PostgreSQL stopped for 5 s; answers meanwhile:`);
  console.log(`  ${[...statuses].map(([status, count]) => `${status} × ${count}`).join(', ')}`);
  for (const [name, instance] of [
    ['instance A', a],
    ['instance B', b],
  ] as const) {
    if (instance.exit()) throw new Error(`${name} ended: ${JSON.stringify(instance.exit())}\n${instance.output()}`);
    const started = Date.now();
    while (!(await fetch(`${instance.url}/api/public/pages?after=1`)).ok) {
      if (Date.now() - started > 10_000) throw new Error(`${name} still fails 10 s after PostgreSQL came back`);
      await pause(100);
    }
    console.log(`${name} is still running and serves 200 again ${Date.now() - started} ms after PostgreSQL is back`);
  }
  const save = await editor(site);
  await save(`Services, saved after the outage at ${new Date().toISOString()}`);
  console.log('admin save through nginx after the outage: 200');
}

async function main(): Promise<void> {
  if (!existsSync(path.join(root, 'dist/web/index.html'))) throw new Error('no web build: run npm run build:web first');
  cluster = await startPostgresCluster();
  const admin = new pg.Client(cluster.url('postgres'));
  await admin.connect();
  await admin.query('create database site');
  await admin.end();
  const databaseUrl = cluster.url('site');

  // One after the other: the first migrates and seeds the fresh database, the second finds it ready.
  const a = await startInstance('a', databaseUrl);
  const b = await startInstance('b', databaseUrl);
  const site = startNginx(await freePort(), [a.url, b.url]);
  await waitFor(`${site}/healthz`, 'nginx');
  console.log(`two instances (${a.url}, ${b.url}) on PostgreSQL ${databaseUrl}, behind nginx at ${site}`);

  await saveThroughNginx(site, a, b);
  await tenSavesOnA(a, b);
  await connectionLoss(site, a, b, cluster);
}

async function cleanUp(): Promise<void> {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(instances.map((instance) => instance.stop()));
  await cluster?.destroy();
  rmSync(work, { recursive: true, force: true });
}

try {
  await main();
  console.log('ok');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
