import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminPage } from '../../contract/admin/admin-pages';
import { buildApp } from '../app';
import { migrateToLatest } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import type { Database } from '../db/schema';
import { seedDatabase } from '../db/seed/seed-database';
import { createRepositories } from '../repositories/repositories';
import type { Staff } from '../routes/admin/admin.test-support';
import { call, pageIdBySlug, signInStaff, versionedCall } from '../routes/admin/admin.test-support';
import type { PageRendererModule } from '../ssr/load-page-renderer';
import { openTestDatabase } from '../test/test-database';
import type { EventStreamClient } from '../test/event-stream-client';
import { openEventStreamClient } from '../test/event-stream-client';
import type { Presence } from '../../contract/admin/presence';
import type { SavedVersion } from '../../contract/admin/document-events';
import type { AddressInfo } from 'node:net';
import { multipart, samplePdf, testAdmin } from '../test/test-app';
import type { ChangeNotices } from './change-notices';
import { changeChannel, postgresChangeNotices } from './postgres-change-notices';

/**
 * Two instances of the server on one PostgreSQL database, each with its own connection pool, micro-cache and
 * rendered-page cache, as behind a load balancer. Both caches keep answers for a minute here, so only the
 * change notices can make B show what was saved through A within a second.
 */
interface Instance {
  app: FastifyInstance;
  db: Kysely<Database>;
  notices: ChangeNotices;
}

/** Renders a page as its title in an <h1>, read through the same in-process API the real renderer uses. */
const titleRenderer: PageRendererModule = {
  async renderPage({ url, fetch }) {
    const slug = url.replace(/^\/+/, '').replace(/\?.*$/, '') || 'home';
    const answer = await fetch(`/api/public/pages/${slug}`);
    if (!answer.ok) return { status: 404, head: '', html: '<h1>Not found</h1>', state: '{}' };
    const page = (await answer.json()) as { title: string };
    return { status: 200, head: '', html: `<h1>${page.title}</h1>`, state: '{}' };
  },
};

let drop: () => Promise<void>;
let url: string;
let webRoot: string;
let dataDir: string;
let a: Instance;
let b: Instance;
let staff: Staff;

async function startInstance(database: Kysely<Database>): Promise<Instance> {
  const notices = postgresChangeNotices({ url, db: database, reconnectDelayMs: 50 });
  const app = await buildApp({
    db: database,
    dataDir,
    webRoot,
    pageRenderer: titleRenderer,
    authMode: 'token',
    logger: false,
    publicCacheTtlMs: 60_000,
    changeNotices: notices,
    rateLimits: { submissions: { max: 3, timeWindow: 60_000 } },
  });
  await notices.ready();
  return { app, db: database, notices };
}

beforeAll(async () => {
  const opened = await openTestDatabase('seeded');
  if (!opened.url) throw new Error('several-instances tests need PostgreSQL (the node-postgres project)');
  ({ drop, url } = opened);
  await migrateToLatest(opened.db);
  await seedDatabase(createRepositories(opened.db, { sessionTtlMs: 0 }), testAdmin);
  webRoot = mkdtempSync(path.join(tmpdir(), 'web-'));
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
  );
  dataDir = mkdtempSync(path.join(tmpdir(), 'site-instances-'));
  a = await startInstance(opened.db);
  b = await startInstance(openDatabase({ kind: 'postgres', url }, { poolSize: 4 }));
  staff = await signInStaff(a.app);
}, 60_000);

afterAll(async () => {
  await a.app.close();
  await b.app.close();
  await b.db.destroy();
  await drop();
  rmSync(webRoot, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

async function retitle(instance: Instance, slug: string, title: string): Promise<void> {
  const id = await pageIdBySlug(instance.app, slug);
  const page = (await call(instance.app, 'GET', `/api/admin/pages/${id}`, staff.editor)).json<AdminPage>();
  const saved = await versionedCall(instance.app, 'PUT', `/api/admin/pages/${id}`, staff.editor, {
    title,
    description: page.description,
    status: page.status,
    blocks: page.blocks,
    slug: page.slug,
  });
  expect(saved.statusCode).toBe(200);
}

const publicTitle = async (instance: Instance, slug: string) =>
  (await instance.app.inject(`/api/public/pages/${slug}`)).json<{ title: string }>().title;
const renderedHtml = async (instance: Instance, slug: string) => (await instance.app.inject(`/${slug}`)).body;
const withinASecond = { timeout: 1_000, interval: 20 };

describe('two instances on one PostgreSQL database', () => {
  it('serves a page saved through A from B (API and rendered HTML) within a second', async () => {
    const slug = 'digital-transformation';
    // B has both answers cached before the save; without a notice it would keep them for a minute.
    const before = await publicTitle(b, slug);
    expect(await renderedHtml(b, slug)).toContain(`<h1>${before}</h1>`);

    await retitle(a, slug, 'Transformation, saved through A');
    await vi.waitFor(async () => {
      expect(await publicTitle(b, slug)).toBe('Transformation, saved through A');
      expect(await renderedHtml(b, slug)).toContain('<h1>Transformation, saved through A</h1>');
    }, withinASecond);
  });

  it('shows each of 10 consecutive saves through A in the page B renders within a second, while B is being read', async () => {
    const slug = 'services';
    // Visitors keep B rendering and reading the page, so a notice may arrive while an answer is on its way.
    let reading = true;
    const visitors = Array.from({ length: 3 }, async () => {
      while (reading) {
        await Promise.all([renderedHtml(b, slug), publicTitle(b, slug), renderedHtml(b, 'solutions')]);
        // Cached answers come back without I/O: yield, as requests arriving on sockets would, or nothing else runs.
        await new Promise((resolve) => setImmediate(resolve));
      }
    });
    const took: number[] = [];
    try {
      for (let save = 1; save <= 10; save += 1) {
        const title = `Services, save ${save} through A`;
        await retitle(a, slug, title);
        const saved = performance.now();
        await vi.waitFor(async () => expect(await renderedHtml(b, slug)).toContain(`<h1>${title}</h1>`), withinASecond);
        took.push(performance.now() - saved);
      }
    } finally {
      reading = false;
      await Promise.all(visitors);
    }
    expect(took).toHaveLength(10);
    expect(Math.max(...took)).toBeLessThan(1_000);
  });

  it('keeps its caches when nothing was saved (a notice is needed, not a short lifetime)', async () => {
    const slug = 'digital-transformation';
    await publicTitle(b, slug);
    // A change behind both instances' backs (no admin write, so no notice): B keeps its cached answer.
    await a.db.updateTable('pages').set({ title: 'Changed behind their backs' }).where('slug', '=', slug).execute();
    expect(await publicTitle(b, slug)).not.toBe('Changed behind their backs');
  });

  it('tells B only of a successful save on A, not of the writes A refused or a heartbeat', async () => {
    let received = 0;
    b.notices.onChange(() => (received += 1));
    const id = await pageIdBySlug(a.app, 'company');
    const refused = [
      await call(a.app, 'POST', '/api/admin/pages', {}, { title: 'x' }),
      await call(a.app, 'PUT', `/api/admin/pages/${id}`, staff.viewer, { title: 'x' }),
      await call(a.app, 'DELETE', '/api/admin/pages/9999', staff.editor),
      await call(a.app, 'POST', `/api/admin/pages/${id}/presence`, staff.editor),
    ];
    expect(refused.map((answer) => answer.statusCode)).toEqual([401, 403, 404, 200]);
    await retitle(a, 'company', 'Company, saved through A');
    // PostgreSQL delivers notices in the order they were sent: any for the requests above would come first.
    await vi.waitFor(() => expect(received).toBeGreaterThan(0), withinASecond);
    expect(received).toBe(1);
  });

  it('tells a viewer on B within a second who opened the page on A, and of a save through A; no cache is dropped for it', async () => {
    const listen = async (instance: Instance) => {
      await instance.app.listen({ port: 0, host: '127.0.0.1' });
      return `http://127.0.0.1:${(instance.app.server.address() as AddressInfo).port}`;
    };
    const [onA, onB] = [await listen(a), await listen(b)];
    let cachesDropped = 0;
    b.notices.onChange(() => (cachesDropped += 1));
    const id = await pageIdBySlug(a.app, 'solutions');
    const path = `/api/admin/pages/${id}/events`;
    const clients: EventStreamClient[] = [];
    try {
      const onBViewer = await openEventStreamClient(`${onB}${path}`, staff.viewer);
      clients.push(onBViewer);
      await onBViewer.waitFor<Presence>('presence', (data) => data.others.length === 0);
      const since = onBViewer.events.length;
      const opened = performance.now();
      const onAEditor = await openEventStreamClient(`${onA}${path}`, staff.editor);
      clients.push(onAEditor);
      await onAEditor.waitFor<Presence>('presence', (data) =>
        data.others.some((person) => person.id === staff.ids.viewer),
      );
      await onBViewer.waitFor<Presence>(
        'presence',
        (data) => data.others.some((person) => person.id === staff.ids.editor),
        { since, timeoutMs: 1_000 },
      );
      expect(performance.now() - opened).toBeLessThan(1_000);
      expect(cachesDropped).toBe(0);

      await retitle(a, 'solutions', 'Solutions, saved through A while B has it open');
      const saved = performance.now();
      const event = await onBViewer.waitFor<SavedVersion>('saved', () => true, { timeoutMs: 1_000 });
      expect(performance.now() - saved).toBeLessThan(1_000);
      expect(event).toMatchObject({ updatedBy: { id: staff.ids.editor }, blocksChanged: 0 });
    } finally {
      for (const client of clients) client.close();
    }
  });

  it('accepts on B a session created on A', async () => {
    const response = await call(b.app, 'GET', '/api/admin/pages', staff.editor);
    expect(response.statusCode).toBe(200);
  });

  it('downloads from B a résumé uploaded to A', async () => {
    const form = await multipart(
      { jobTitle: 'Analyst', name: 'Sam Okafor', email: 'sam@example.com' },
      { field: 'resume', name: 'cv.pdf', type: 'application/pdf', bytes: samplePdf },
    );
    const uploaded = await a.app.inject({ method: 'POST', url: '/api/public/job-applications', ...form });
    expect(uploaded.statusCode).toBe(201);
    const { id } = uploaded.json<{ id: number }>();
    const download = await call(b.app, 'GET', `/api/admin/job-submissions/${id}/resume`, staff.editor);
    expect(download.statusCode).toBe(200);
    expect(new Uint8Array(download.rawPayload)).toEqual(samplePdf);
  });

  it('holds the contact form limit across both (3 a minute in all, not 3 each)', async () => {
    const contact = { name: 'Priya Raman', email: 'priya@example.com', message: 'Please call us about a review.' };
    const send = (instance: Instance) =>
      instance.app.inject({ method: 'POST', url: '/api/public/contact', payload: contact });
    const answers = [await send(a), await send(b), await send(a), await send(b), await send(a)];
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 429, 429]);
    expect(answers[3]?.headers['retry-after']).toBeDefined();
  });

  it('counts requests that arrive at both at the same moment exactly once each', async () => {
    const contact = { name: 'Sam Okafor', email: 'sam@example.com', message: 'Please call us about a review.' };
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        (index % 2 === 0 ? a : b).app.inject({
          method: 'POST',
          url: '/api/public/contact',
          payload: contact,
          remoteAddress: '192.0.2.10',
        }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(3);
    expect(codes.filter((code) => code === 429)).toHaveLength(7);
  });

  it('receives notices again after the listening connection was cut', async () => {
    const listeners = async () =>
      (
        await sql<{ pid: number }>`select pid from pg_stat_activity
          where datname = current_database() and query = ${`listen ${changeChannel}`}`.execute(a.db)
      ).rows;
    expect(await listeners()).toHaveLength(2);
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query = ${`listen ${changeChannel}`}`.execute(a.db);
    // Both instances open a new listening connection by themselves.
    await vi.waitFor(async () => expect(await listeners()).toHaveLength(2), { timeout: 5_000, interval: 50 });

    const slug = 'digital-transformation';
    await publicTitle(b, slug);
    await retitle(a, slug, 'Saved after a reconnect');
    await vi.waitFor(async () => expect(await publicTitle(b, slug)).toBe('Saved after a reconnect'), withinASecond);
  });
});
