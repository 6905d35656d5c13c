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
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
    .replace('root /srv/site/dist/web;', `root ${path.join(root, 'dist/web')};`);
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

/**
 * An editor's session on one origin: `save` gives the services page a new title and fails unless that worked;
 * `attempt` answers the status instead (the read's, when the read already failed).
 */
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
  const attempt = async (title: string): Promise<{ status: number; body: string }> => {
    const current = await fetch(itemUrl, { headers: auth });
    if (!current.ok) return { status: current.status, body: await current.text() };
    const { description, status, blocks, slug } = (await current.json()) as Record<string, unknown>;
    const saved = await fetch(itemUrl, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json', 'if-match': current.headers.get('etag') ?? '' },
      body: JSON.stringify({ title, description, status, blocks, slug }),
    });
    return { status: saved.status, body: await saved.text() };
  };
  const save = async (title: string): Promise<void> => {
    const { status, body } = await attempt(title);
    if (status !== 200) throw new Error(`admin save on ${origin} answered ${status}: ${body}`);
  };
  return { save, attempt };
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
    await (await editor(site)).save(title);
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
  const { save } = await editor(a.url);
  const took: number[] = [];
  for (let round = 1; round <= 10; round += 1) {
    const title = `Services, save ${round} on A at ${Date.now()}`;
    await save(title);
    took.push(await withinASecond(`save ${round} on A in the page B renders`, () => renderedShows(b.url, title)));
  }
  console.log(`10 saves on A, each in the page B renders after: ${took.join(', ')} ms (at most ${Math.max(...took)})`);
}

/** How long until `url` answers 200 again, polled; fails after `limitMs`. */
async function backAfter(what: string, url: string, limitMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const status = await fetch(url).then(
      (answer) => (void answer.arrayBuffer(), answer.status),
      () => 0,
    );
    if (status === 200) return Date.now() - started;
    if (Date.now() - started > limitMs)
      throw new Error(`${what} still answers ${status} ${limitMs} ms after PostgreSQL is back`);
    await pause(50);
  }
}

/**
 * Every connection of both instances ended ten times, then PostgreSQL stopped for 5 s, under mixed load on each
 * instance and through nginx: uncached public reads, contact forms (each counted in PostgreSQL by the rate limit)
 * and admin saves.
 */
async function connectionLoss(site: string, a: ServerProcess, b: ServerProcess, db: PostgresCluster): Promise<void> {
  const targets = { A: a.url, B: b.url, nginx: site } as const;
  const answers = new Map<string, number>();
  let visiting = true;
  const contact = { name: 'Priya Raman', email: 'priya@example.com', message: 'Please call us about a review.' };
  // Signed in before the trouble starts, as editors already at work would be.
  const editors = await Promise.all(Object.values(targets).map((origin) => editor(origin)));
  const visitors = Object.entries(targets).flatMap(([name, origin], index) =>
    Array.from({ length: 2 }, async (_, worker) => {
      const attempt = editors[index]?.attempt ?? (() => Promise.reject(new Error('no editor')));
      const kinds = [
        () => fetch(`${origin}/api/public/pages?visit=${Date.now()}`).then((answer) => answer.status),
        () =>
          fetch(`${origin}/api/public/contact`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(contact),
          }).then((answer) => answer.status),
        () => attempt(`Services, saved during the outage at ${Date.now()}`).then((answer) => answer.status),
      ];
      for (let turn = worker; visiting; turn += 1) {
        const status = await (kinds[turn % kinds.length] ?? kinds[0])?.().then(String, () => 'no answer');
        const key = `${name} ${status}`;
        answers.set(key, (answers.get(key) ?? 0) + 1);
        await pause(10);
      }
    }),
  );
  let ended = 0;
  let back: (readonly [string, number])[];
  try {
    for (let round = 0; round < 10; round += 1) {
      await pause(150);
      ended += await terminateConnections(db.url('postgres'), 'site');
    }
    await db.stop();
    await pause(5_000);
    await db.start();
    for (const [name, instance] of [
      ['instance A', a],
      ['instance B', b],
    ] as const) {
      if (instance.exit()) throw new Error(`${name} ended: ${JSON.stringify(instance.exit())}\n${instance.output()}`);
    }
    back = await Promise.all(
      Object.entries(targets).map(
        async ([name, origin]) => [name, await backAfter(name, `${origin}/api/public/pages?after=1`, 2_000)] as const,
      ),
    );
  } finally {
    visiting = false;
    await Promise.allSettled(visitors);
  }
  console.log(`pg_terminate_backend (10 rounds) ended ${ended} connections, then PostgreSQL stopped for 5 s; answers:`);
  console.log(`  ${[...answers].map(([key, count]) => `${key} × ${count}`).join(', ')}`);
  // Each instance, and nginx in front of them, answers the documented 503 while the database is gone. Besides
  // successes, only the contact form's limit (429, five a minute) and a save that lost the race to another (412).
  const unexpected = [...answers.keys()].filter((key) => !/ (200|201|412|429|503)$/.test(key));
  if (unexpected.length > 0) throw new Error(`unexpected answers meanwhile: ${unexpected.join(', ')}`);
  if (!answers.has('A 503') || !answers.has('B 503'))
    throw new Error('a request to each instance should have met the outage');
  for (const [name, instance] of [
    ['instance A', a],
    ['instance B', b],
  ] as const) {
    if (instance.exit()) throw new Error(`${name} ended: ${JSON.stringify(instance.exit())}\n${instance.output()}`);
  }
  console.log(
    `both instances still run; 200 again after PostgreSQL is back: ${back.map(([name, ms]) => `${name} ${ms} ms`).join(', ')}`,
  );
  await (await editor(site)).save(`Services, saved after the outage at ${new Date().toISOString()}`);
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
