import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminPage } from '../../../../contract/admin/admin-pages';
import type { DocumentSnapshot, SavedVersion } from '../../../../contract/admin/document-events';
import type { Presence } from '../../../../contract/admin/presence';
import type { AppOptions } from '../../../app';
import type { EventStreamClient } from '../../../test/event-stream-client';
import { openEventStreamClient } from '../../../test/event-stream-client';
import type { TestApp } from '../../../test/test-app';
import { createTestApp } from '../../../test/test-app';
import type { AuthHeaders, Staff } from '../admin.test-support';
import { call, pageIdBySlug, signInStaff, versionedCall } from '../admin.test-support';

/** A real listening server: an event stream never ends, which app.inject would wait for. */
let t: TestApp;
let base: string;
let staff: Staff;
const clients: EventStreamClient[] = [];

async function start(overrides: Partial<AppOptions> = {}) {
  t = await createTestApp({ documentStreams: { leaveGraceMs: 50 }, ...overrides });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  staff = await signInStaff(t.app);
}

afterEach(async () => {
  for (const client of clients.splice(0)) client.close();
  await t.close();
});

async function open(path: string, headers: AuthHeaders) {
  const client = await openEventStreamClient(`${base}${path}`, headers);
  clients.push(client);
  return client;
}

const othersAre = (ids: number[]) => (data: Presence) =>
  JSON.stringify(data.others.map((person) => person.id).sort()) === JSON.stringify([...ids].sort());

describe('GET /api/admin/{collection}/{id}/events', () => {
  it('tells each of two people of the other at once, and of a leave when a stream closes', async () => {
    await start();
    const path = `/api/admin/pages/${await pageIdBySlug(t.app, 'services')}/events`;
    const editor = await open(path, staff.editor);
    expect(editor.status).toBe(200);
    expect(editor.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(editor.headers.get('cache-control')).toBe('no-store');
    await editor.waitFor('current');
    await editor.waitFor('presence', othersAre([]));

    const since = editor.events.length;
    const viewer = await open(path, staff.viewer);
    await viewer.waitFor('presence', othersAre([staff.ids.editor]));
    const joined = performance.now();
    await editor.waitFor('presence', othersAre([staff.ids.viewer]), { since });
    expect(performance.now() - joined).toBeLessThan(1_000);

    const beforeLeave = editor.events.length;
    viewer.close();
    await editor.waitFor('presence', othersAre([]), { since: beforeLeave });
  });

  it('pushes a save by someone else, with who saved, the version and how many blocks changed; not to its author', async () => {
    await start();
    const id = await pageIdBySlug(t.app, 'services');
    const path = `/api/admin/pages/${id}/events`;
    const editor = await open(path, staff.editor);
    const admin = await open(path, staff.admin);
    await editor.waitFor('presence', othersAre([staff.ids.admin]));
    await admin.waitFor('presence', othersAre([staff.ids.editor]));

    const page = (await call(t.app, 'GET', `/api/admin/pages/${id}`, staff.admin)).json<AdminPage>();
    expect(page.blocks.length).toBeGreaterThan(2);
    const [first, second, ...rest] = page.blocks;
    // One block moved below the next: one block changed, as the notice counts.
    const blocks = [second, first, ...rest];
    const { title, slug, description, status } = page;
    const write = { title, slug, description, status, blocks };
    const saved = await versionedCall(t.app, 'PUT', `/api/admin/pages/${id}`, staff.admin, write);
    expect(saved.statusCode).toBe(200);

    const event = await editor.waitFor<SavedVersion>('saved');
    expect(event).toMatchObject({
      version: page.version + 1,
      updatedBy: { id: staff.ids.admin },
      blocksChanged: 1,
    });
    // The author's own stream hears of nobody else's save: by the time the editor's came, the author's would have.
    expect(admin.events.filter((received) => received.event === 'saved')).toEqual([]);
  });

  it('pushes a global component’s save without a block count', async () => {
    await start();
    const editor = await open('/api/admin/global-components/footer/events', staff.editor);
    await editor.waitFor('presence');
    const footer = (await call(t.app, 'GET', '/api/admin/global-components/footer', staff.admin)).json<{
      content: unknown;
      version: number;
    }>();
    const saved = await versionedCall(t.app, 'PUT', '/api/admin/global-components/footer', staff.admin, {
      content: footer.content,
    });
    expect(saved.statusCode).toBe(200);
    const event = await editor.waitFor<SavedVersion>('saved');
    expect(event).toEqual(expect.objectContaining({ version: footer.version + 1 }));
    expect(event.blocksChanged).toBeUndefined();
  });

  it('refuses a person signed out (401) and an unknown item (404), and answers a plain GET once as JSON', async () => {
    await start();
    const id = await pageIdBySlug(t.app, 'services');
    const accept = { accept: 'text/event-stream' };
    expect((await call(t.app, 'GET', `/api/admin/pages/${id}/events`, accept)).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/admin/pages/9999/events', { ...staff.editor, ...accept })).statusCode).toBe(
      404,
    );
    const editor = await open(`/api/admin/pages/${id}/events`, staff.editor);
    await editor.waitFor('presence');
    const look = await call(t.app, 'GET', `/api/admin/pages/${id}/events`, staff.viewer);
    expect(look.statusCode).toBe(200);
    expect(look.json<DocumentSnapshot>()).toMatchObject({
      current: { version: expect.any(Number) },
      others: [{ id: staff.ids.editor }],
    });
  });

  it('limits how often one person opens streams', async () => {
    await start({ rateLimits: { presence: { max: 2, timeWindow: 60_000 } } });
    const path = `/api/admin/pages/${await pageIdBySlug(t.app, 'services')}/events`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const client = await open(path, staff.editor);
      statuses.push(client.status);
      client.close();
    }
    expect(statuses).toEqual([200, 200, 429]);
    // Someone else has a limit of their own.
    expect((await open(path, staff.viewer)).status).toBe(200);
  });

  it('keeps a stream alive between events and ends it at its age, so the client reconnects with its sign-in', async () => {
    await start({ documentStreams: { tickMs: 40, maxAgeMs: 300, leaveGraceMs: 50 } });
    const path = `/api/admin/pages/${await pageIdBySlug(t.app, 'services')}/events`;
    const raw = await fetch(`${base}${path}`, { headers: { accept: 'text/event-stream', ...staff.editor } });
    const started = performance.now();
    const text = await raw.text();
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(text.match(/^: keep-alive$/gm)?.length).toBeGreaterThan(2);
    expect(t.app.documentStreams.size).toBe(0);
  });

  it('leaves no stream, timer or listener behind after 100 streams opened and closed', async () => {
    await start({ rateLimits: { presence: { max: 1_000, timeWindow: 60_000 } } });
    const path = `/api/admin/pages/${await pageIdBySlug(t.app, 'services')}/events`;
    const server = t.app.server;
    const counts = () => ({
      streams: t.app.documentStreams.size,
      leaving: t.app.documentStreams.leaving,
      server: server.eventNames().map((name) => `${String(name)}:${server.listenerCount(name)}`),
      process: process.eventNames().map((name) => `${String(name)}:${process.listenerCount(name)}`),
    });
    const baseline = counts();
    for (let batch = 0; batch < 10; batch += 1) {
      const batchClients = await Promise.all(Array.from({ length: 10 }, () => open(path, staff.editor)));
      await Promise.all(batchClients.map((client) => client.waitFor('presence')));
      expect(t.app.documentStreams.size).toBe(10);
      for (const client of batchClients) client.close();
      await Promise.all(batchClients.map((client) => client.ended));
    }
    await expect.poll(() => counts(), { timeout: 2_000 }).toEqual(baseline);
  });

  it('ends its streams when the app closes, so closing does not wait for them', async () => {
    await start();
    const editor = await open(`/api/admin/pages/${await pageIdBySlug(t.app, 'services')}/events`, staff.editor);
    await editor.waitFor('presence');
    const closing = performance.now();
    await t.app.close();
    await editor.ended;
    expect(performance.now() - closing).toBeLessThan(2_000);
  });
});
