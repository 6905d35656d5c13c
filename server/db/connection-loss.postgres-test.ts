import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostgresCluster } from '../test/postgres-cluster';
import { startPostgresCluster } from '../test/postgres-cluster';
import type { ServerProcess } from '../test/server-process';
import { startServerProcess } from '../test/server-process';
import { terminateConnections } from '../test/terminate-connections';
import { databaseUnavailableMessage } from './database-unavailable';

/*
 * The server as production runs it (its own process, `server/server.ts`) while PostgreSQL ends its connections
 * under load: an `error` event nobody listens for would end that process, which no test runner in the same
 * process could be trusted to notice. Its own cluster, since it is stopped.
 */
let cluster: PostgresCluster;
let server: ServerProcess;
let dataDir: string;
let token: string;
const adminPassword = 'connection-loss-password-2026';

beforeAll(async () => {
  cluster = await startPostgresCluster();
  const admin = new pg.Client(cluster.url('postgres'));
  await admin.connect();
  await admin.query('create database site');
  await admin.end();
  dataDir = mkdtempSync(path.join(tmpdir(), 'site-connection-loss-'));
  server = await startServerProcess({
    DATABASE_URL: cluster.url('site'),
    DATABASE_POOL_SIZE: '6',
    DATA_DIR: dataDir,
    WEB_ROOT: path.join(dataDir, 'no-web-build'),
    SITE_ADMIN_PASSWORD: adminPassword,
    SITE_REQUIRE_2FA: 'off',
    FORM_TIME_TRAP_SECONDS: '0',
    // Every contact form is still counted in PostgreSQL (rate_limit_counters), just not refused after five.
    E2E_RELAXED_RATE_LIMITS: 'true',
  });
  const login = await fetch(`${server.url}/api/token-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: adminPassword }),
  });
  token = ((await login.json()) as { token: string }).token;
}, 90_000);

afterAll(async () => {
  await server?.stop();
  await cluster?.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

/** What one request answered: its status and body, or the reason no answer came (the process gone, say). */
interface Outcome {
  what: string;
  status: number | string;
  body: string;
  etag?: string;
}

async function request(what: string, url: string, init?: RequestInit): Promise<Outcome> {
  try {
    const answer = await fetch(`${server.url}${url}`, init);
    return { what, status: answer.status, body: await answer.text(), etag: answer.headers.get('etag') ?? '' };
  } catch (error) {
    return { what, status: error instanceof Error ? `no answer: ${error.message}` : 'no answer', body: '' };
  }
}

let sequence = 0;
const publicRead = () => request('public read', `/api/public/pages/services?load=${(sequence += 1)}`);
const contactForm = () =>
  request('contact form', '/api/public/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Priya Raman',
      email: 'priya@example.com',
      message: 'Please call us about a review.',
    }),
  });

/** An editor's save: reads the page and its version, then writes it back with a new description. */
async function adminSave(): Promise<Outcome> {
  const auth = { authorization: `Bearer ${token}` };
  const list = await request('admin list', '/api/admin/pages', { headers: auth });
  if (list.status !== 200) return list;
  const services = (JSON.parse(list.body) as { items: { id: number; slug: string }[] }).items.find(
    (item) => item.slug === 'services',
  );
  const read = await request('admin read', `/api/admin/pages/${services?.id}`, { headers: auth });
  if (read.status !== 200) return read;
  const { title, status, blocks, slug } = JSON.parse(read.body) as Record<string, unknown>;
  return request('admin save', `/api/admin/pages/${services?.id}`, {
    method: 'PUT',
    headers: { ...auth, 'content-type': 'application/json', 'if-match': read.etag ?? '' },
    body: JSON.stringify({ title, status, blocks, slug, description: `Saved at ${(sequence += 1)}` }),
  });
}

/** Keeps `workers` loops of mixed requests going until `stop` settles, `gapMs` apart; answers every outcome. */
async function underLoad(workers: number, stop: Promise<void>, gapMs = 0): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  let stopped = false;
  void stop.then(() => (stopped = true));
  const kinds = [publicRead, contactForm, adminSave];
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let turn = worker; !stopped; turn += 1) {
        outcomes.push(await (kinds[turn % kinds.length] ?? publicRead)());
        if (gapMs > 0) await pause(gapMs);
      }
    }),
  );
  return outcomes;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls until every kind of request succeeds again; answers how long that took. */
async function recovers(): Promise<number> {
  const started = Date.now();
  for (;;) {
    const [read, form, save] = [await publicRead(), await contactForm(), await adminSave()];
    if (read.status === 200 && form.status === 201 && save.status === 200) return Date.now() - started;
    if (Date.now() - started > 20_000) throw new Error(`not back after 20 s: ${JSON.stringify([read, form, save])}`);
    await pause(100);
  }
}

/** Every answer was a success or the documented 503; anything else (a 500, no answer at all) is listed. */
function unexpected(outcomes: Outcome[], allowed: (number | string)[]): Outcome[] {
  return outcomes.filter((outcome) => {
    if (!allowed.includes(outcome.status)) return true;
    return outcome.status === 503 && JSON.parse(outcome.body).error !== databaseUnavailableMessage;
  });
}

const running = () => expect(server.exit(), server.output()).toBeNull();

describe('a server process whose PostgreSQL connections end under load', () => {
  it('stays up through pg_terminate_backend on all its connections, answering 503 meanwhile and 200 after', async () => {
    let ended = 0;
    const terminating = (async () => {
      // Long enough for the admin saves' transactions and the form's rate-limit upserts to be caught in flight.
      for (let round = 0; round < 25; round += 1) {
        await pause(120);
        ended += await terminateConnections(cluster.url('postgres'), 'site');
      }
    })();
    const outcomes = await underLoad(6, terminating);
    running();
    expect(ended).toBeGreaterThan(25);
    // A request whose connection was ended (or whose new one was refused meanwhile) gets the 503; 412 is a save
    // that lost the race to another worker's save of the same page.
    expect(unexpected(outcomes, [200, 201, 412, 503])).toEqual([]);
    expect(outcomes.filter((outcome) => outcome.status === 503).length).toBeGreaterThan(0);
    expect(await recovers()).toBeLessThan(5_000);
    running();
  }, 60_000);

  it('stays up through a 10 s database stop, answering 503 meanwhile and 200 once it is back', async () => {
    const stopping = (async () => {
      await pause(300);
      await cluster.stop();
      await pause(10_000);
    })();
    const whileDown = await underLoad(4, stopping, 20);
    running();
    expect(unexpected(whileDown, [200, 201, 412, 503])).toEqual([]);
    expect(whileDown.filter((outcome) => outcome.status === 503).length).toBeGreaterThan(10);
    await cluster.start();
    expect(await recovers()).toBeLessThan(10_000);
    running();
  }, 90_000);
});
