import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import pg from 'pg';
import type { PostgresCluster } from '../server/test/postgres-cluster';
import { startPostgresCluster } from '../server/test/postgres-cluster';

/**
 * deploy/nginx.conf in front of two instances of the server on one throwaway PostgreSQL, driven like a visitor
 * and an editor would: a browser visit through nginx, an admin save through nginx, then the saved title from
 * both instances directly and in the page a browser gets through nginx, each within a second. Exits non-zero
 * with the reason on the first thing that does not hold. Needs `npm run build:web` first and nginx on PATH
 * (Debian's nginx-light). Run: `npm run try:instances`.
 */
const root = path.resolve(import.meta.dirname, '..');
const work = mkdtempSync(path.join(tmpdir(), 'site-instances-'));
// nginx's worker runs unprivileged when started as root: it must be able to use its temp folders.
chmodSync(work, 0o777);
const children: ChildProcess[] = [];
let cluster: PostgresCluster | undefined;
const adminPassword = 'two-instances-password-2026';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitFor(url: string, what: string): Promise<void> {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not answer ${url}`);
}

/** Polls `check` until it holds or a second has passed; answers how long it took. */
async function withinASecond(what: string, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (Date.now() - started <= 1_000) {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${what} did not hold within a second`);
}

async function startInstance(name: string, port: number, databaseUrl: string): Promise<string> {
  const dataDir = path.join(work, name);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SITE_ADMIN_PASSWORD: adminPassword,
      // The script signs in with a password only; two-factor sign-in has its own tests.
      SITE_REQUIRE_2FA: 'off',
      SITE_URL: 'http://localhost',
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/healthz`, `instance ${name}`);
  return url;
}

function startNginx(port: number, upstreams: [number, number]): string {
  const site = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8')
    .replace('127.0.0.1:5001', `127.0.0.1:${upstreams[0]}`)
    .replace('127.0.0.1:5002', `127.0.0.1:${upstreams[1]}`)
    .replace('listen 80;', `listen 127.0.0.1:${port};`);
  if (!site.includes(`127.0.0.1:${upstreams[1]}`)) throw new Error('deploy/nginx.conf no longer names 127.0.0.1:5002');
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

async function main(): Promise<void> {
  if (!existsSync(path.join(root, 'dist/web/index.html'))) throw new Error('no web build: run npm run build:web first');
  cluster = await startPostgresCluster();
  const admin = new pg.Client(cluster.url('postgres'));
  await admin.connect();
  await admin.query('create database site');
  await admin.end();
  const databaseUrl = cluster.url('site');

  const [portA, portB, portNginx] = [await freePort(), await freePort(), await freePort()];
  // One after the other: the first migrates and seeds the fresh database, the second finds it ready.
  const a = await startInstance('a', portA, databaseUrl);
  const b = await startInstance('b', portB, databaseUrl);
  const site = startNginx(portNginx, [portA, portB]);
  await waitFor(`${site}/healthz`, 'nginx');
  console.log(`two instances (${a}, ${b}) on PostgreSQL ${databaseUrl}, behind nginx at ${site}`);

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
    const login = await fetch(`${site}/api/token-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: adminPassword }),
    });
    const { token } = (await login.json()) as { token?: string };
    if (!token) throw new Error(`token login through nginx answered ${login.status}`);
    const auth = { authorization: `Bearer ${token}` };
    const pages = (await (await fetch(`${site}/api/admin/pages`, { headers: auth })).json()) as {
      items?: { id: number; slug: string }[];
    };
    const services = (pages.items ?? []).find((item) => item.slug === 'services');
    if (!services) throw new Error('no services page in GET /api/admin/pages');
    const itemUrl = `${site}/api/admin/pages/${services.id}`;
    const current = await fetch(itemUrl, { headers: auth });
    const etag = current.headers.get('etag') ?? '';
    const body = (await current.json()) as Record<string, unknown>;
    const title = `Services, saved through nginx at ${new Date().toISOString()}`;
    const { description, status, content, slug } = body;
    const saved = await fetch(itemUrl, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json', 'if-match': etag },
      body: JSON.stringify({ title, description, status, content, slug }),
    });
    if (!saved.ok) throw new Error(`admin save through nginx answered ${saved.status}: ${await saved.text()}`);
    console.log('admin save through nginx: 200');

    for (const [name, origin] of [
      ['instance A', a],
      ['instance B', b],
    ] as const) {
      const took = await withinASecond(`${name} serving the new title`, async () => {
        const answer = (await (await fetch(`${origin}/api/public/pages/services`)).json()) as { title?: string };
        return answer.title === title;
      });
      console.log(`${name} serves the saved title after ${took} ms`);
    }
    const took = await withinASecond('the page through nginx showing the new title', async () => {
      await page.goto(`${site}/services`);
      return (await page.content()).includes(title);
    });
    console.log(`browser visit through nginx shows the saved title after ${took} ms`);
  } finally {
    await browser.close();
  }
}

async function cleanUp(): Promise<void> {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
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
