import { once } from 'node:events';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mediaMessages } from '../../../contract/media/media-rules';
import type { AppOptions } from '../../app';
import type { ImageQueue } from '../../media/image-queue';
import { samplePicture } from '../../media/media.test-support';
import type { TestApp } from '../../test/test-app';
import { createTestApp, multipart, testAdmin, tokenFor } from '../../test/test-app';

/**
 * Issue 27: image work goes through a bounded queue (503 with Retry-After when it is full, before anything is
 * read or stored), a request being worked on outlives the idle socket timeout, and an upload either answers or
 * leaves nothing stored. The connection tests run on a listening server: app.inject has no socket to lose.
 */
let t: TestApp;
let token: string;
afterEach(() => t.close());

async function start(options: Partial<AppOptions> = {}) {
  t = await createTestApp(options);
  token = await tokenFor(t.app, testAdmin.username, testAdmin.password);
}

async function listen(options: Partial<AppOptions>): Promise<string> {
  await start(options);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

const storedCount = async () =>
  (await t.app.db.selectFrom('media').select('id').where('name', 'like', 'upload-%').execute()).length;
const uploadAudits = async () =>
  (await t.app.db.selectFrom('audit_log').select('id').where('action', '=', 'media.upload').execute()).length;

/** Takes `places` turns in the queue (working first, then waiting) with work that lasts until `finish`. */
function occupy(queue: ImageQueue, places: number) {
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const runs = Array.from({ length: places }, () => queue.run(() => finished));
  return {
    finish: async () => {
      finish();
      await Promise.all(runs);
    },
  };
}

const picture = (width = 300, height = 200) => samplePicture(width, height, 'jpeg');

/** Sends one upload over a real connection; a connection lost without an answer comes back as its error code. */
async function send(base: string, bytes: Buffer, n: number, signal?: AbortSignal) {
  const form = new FormData();
  form.append('alt', `Upload ${n}`);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `upload-${n}.jpg`);
  try {
    const response = await fetch(`${base}/api/admin/media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
      signal,
    });
    const body = (await response.json()) as { error?: string };
    return { status: response.status, retryAfter: response.headers.get('retry-after'), error: body.error };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return { status: cause?.code ?? (error as Error).name, retryAfter: null, error: undefined };
  }
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the image queue, full', () => {
  it('answers an upload and a replacement 503 with Retry-After, storing and changing nothing', async () => {
    await start();
    const held = occupy(t.app.imageQueue, 4);
    // The defaults: two at work, two waiting.
    expect(t.app.imageQueue.load()).toEqual({ working: 2, waiting: 2 });
    const form = await multipart(
      { alt: 'Too many at once' },
      { field: 'file', name: 'upload-1.jpg', type: 'image/jpeg', bytes: await picture() },
    );
    const headers = { authorization: `Bearer ${token}`, ...form.headers };
    const refused = await t.app.inject({ method: 'POST', url: '/api/admin/media', payload: form.payload, headers });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    expect(refused.json()).toEqual({ error: mediaMessages.busy });
    expect(await storedCount()).toBe(0);

    const seeded = await t.app.db.selectFrom('media').select(['id', 'hash']).orderBy('id').executeTakeFirstOrThrow();
    const replace = await t.app.inject({ method: 'PUT', url: `/api/admin/media/${seeded.id}`, ...form, headers });
    expect(replace.statusCode).toBe(503);
    const after = await t.app.db.selectFrom('media').select('hash').where('id', '=', seeded.id).executeTakeFirst();
    expect(after?.hash).toBe(seeded.hash);
    expect(t.app.imageQueue.load()).toEqual({ working: 2, waiting: 2 });

    await held.finish();
    const later = await t.app.inject({ method: 'POST', url: '/api/admin/media', payload: form.payload, headers });
    expect(later.statusCode, later.body).toBe(201);
    expect(await storedCount()).toBe(1);
  });
});

describe('uploads over real connections', () => {
  it('answers each of four parallel uploads, and stores exactly those it answered 201', async () => {
    // One at a time and a line of two, with an idle timeout far shorter than the work: without the queue the
    // fourth would be worked on too; with the idle timeout cutting busy sockets they would all be reset.
    const base = await listen({ imageQueue: { width: 1, waiting: 2 }, timeouts: { idleMs: 100 } });
    const bytes = await picture(960, 640);
    const outcomes = await Promise.all([1, 2, 3, 4].map((n) => send(base, bytes, n)));
    for (const outcome of outcomes) {
      expect([201, 503], JSON.stringify(outcome)).toContain(outcome.status);
      if (outcome.status === 503) expect(outcome.retryAfter).toMatch(/^[1-9]\d*$/);
    }
    const created = outcomes.filter((outcome) => outcome.status === 201).length;
    expect(created).toBeGreaterThanOrEqual(1);
    expect(await storedCount()).toBe(created);
    expect(await uploadAudits()).toBe(created);
  }, 60_000);

  it('stores nothing for an upload whose client left while it waited for its turn', async () => {
    const base = await listen({ imageQueue: { width: 1, waiting: 1 } });
    const held = occupy(t.app.imageQueue, 1);
    const client = new AbortController();
    const leaving = send(base, await picture(), 1, client.signal);
    await vi.waitFor(() => expect(t.app.imageQueue.load().waiting).toBe(1));
    client.abort();
    expect((await leaving).status).toBe('AbortError');
    await vi.waitFor(() => expect(t.app.imageQueue.load().waiting).toBe(0));

    await held.finish();
    await settle();
    // Its turn would have come now: the place stays free and nothing is stored.
    expect(t.app.imageQueue.load()).toEqual({ working: 0, waiting: 0 });
    expect(await storedCount()).toBe(0);
  });

  it('stores nothing for an upload the server gave up on after the request timeout, and says so', async () => {
    const base = await listen({
      imageQueue: { width: 1, waiting: 1 },
      timeouts: { idleMs: 200, requestMs: 1_500, checkIntervalMs: 100 },
    });
    const held = occupy(t.app.imageQueue, 1);
    const outcome = await send(base, await picture(), 1);
    expect(outcome).toMatchObject({ status: 503, error: 'The server took too long to answer this request' });
    await vi.waitFor(() => expect(t.app.imageQueue.load().waiting).toBe(0));

    await held.finish();
    await settle();
    expect(t.app.imageQueue.load()).toEqual({ working: 0, waiting: 0 });
    expect(await storedCount()).toBe(0);
  });

  it('removes the picture again when the client left while it was being stored', async () => {
    const base = await listen({});
    const sockets: Socket[] = [];
    t.app.server.on('connection', (socket: Socket) => sockets.push(socket));
    const client = new AbortController();
    const create = t.app.repos.media.create;
    vi.spyOn(t.app.repos.media, 'create').mockImplementation(async (...args) => {
      const id = await create(...args);
      // The client goes after the commit, before its answer: the server sees the connection close.
      client.abort();
      await Promise.all(sockets.filter((socket) => !socket.destroyed).map((socket) => once(socket, 'close')));
      return id;
    });
    expect((await send(base, await picture(), 1, client.signal)).status).toBe('AbortError');
    await vi.waitFor(() => expect(t.app.repos.media.create).toHaveBeenCalledOnce());
    await vi.waitFor(async () => expect(await storedCount()).toBe(0), { timeout: 5_000 });
    expect(await uploadAudits()).toBe(0);
  });
});
