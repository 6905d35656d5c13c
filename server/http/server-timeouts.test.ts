import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { TestApp } from '../test/test-app';
import { createTestApp } from '../test/test-app';
import type { ServerTimeouts } from './server-timeouts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

interface Outcome {
  answer: string;
  closedAfterMs: number;
}

/** Writes `text` and leaves the socket open as a stalled client would; resolves when the server closes it. */
function stall(port: number, text: string, giveUpMs: number): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server still held the socket after ${giveUpMs} ms`));
    }, giveUpMs);
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
  });
}

async function listening(timeouts: Partial<ServerTimeouts> = {}): Promise<number> {
  t ??= await createTestApp({
    timeouts: { headersMs: 300, requestMs: 600, idleMs: 5_000, checkIntervalMs: 100, ...timeouts },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (t.app.server.address() as AddressInfo).port;
}

/**
 * A route that works until the test lets it finish (or, given `idleTimeouts`, until Node has found its socket
 * idle that many times: once would not show that anything kept the socket open).
 */
function slowRoute(app: FastifyInstance, idleTimeouts = Infinity) {
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  app.get('/api/slow', async () => {
    await finished;
    return { done: true };
  });
  let seen = 0;
  // On the socket, not the server: a server 'timeout' listener would itself stop Node closing the socket.
  app.server.on('connection', (socket: net.Socket) =>
    socket.on('timeout', () => {
      seen += 1;
      if (seen >= idleTimeouts) finish();
    }),
  );
  return { finish };
}

const slowRequest = 'GET /api/slow HTTP/1.1\r\nHost: localhost\r\n\r\n';

describe('server timeouts', () => {
  it('closes a socket whose body never finishes, with a 408', async () => {
    const port = await listening();
    const outcome = await stall(
      port,
      'POST /api/public/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 1000\r\n\r\n{"name":',
      4_000,
    );
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(outcome.closedAfterMs).toBeLessThan(2_000);
  });

  it('closes a socket whose headers never finish', async () => {
    const port = await listening();
    const outcome = await stall(port, 'GET /api/public/pages HTTP/1.1\r\nHost: localhost\r\nX-Slow: ', 4_000);
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(outcome.closedAfterMs).toBeLessThan(2_000);
  });

  it('does not close a socket while the server is still working on its request', async () => {
    t = await createTestApp({ timeouts: { idleMs: 200, requestMs: 10_000, keepAliveMs: 200 } });
    slowRoute(t.app, 2);
    const port = await listening();
    const outcome = await stall(port, slowRequest, 5_000);
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 200/);
    expect(outcome.answer).toContain('{"done":true}');
  });

  it('answers 503 to a request the server is still working on after the request timeout', async () => {
    t = await createTestApp({ timeouts: { idleMs: 200, requestMs: 700 } });
    const slow = slowRoute(t.app);
    const port = await listening();
    const outcome = await stall(port, slowRequest, 5_000).finally(slow.finish);
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 503/);
    expect(outcome.answer).toContain('{"error":"The server took too long to answer this request"}');
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(650);
    expect(outcome.closedAfterMs).toBeLessThan(2_000);
  });

  it('still closes a socket on which nothing is sent', async () => {
    const port = await listening({ headersMs: 5_000, idleMs: 200 });
    const outcome = await stall(port, '', 4_000);
    expect(outcome.answer).toBe('');
    expect(outcome.closedAfterMs).toBeLessThan(1_500);
  });

  it('still closes a kept-alive socket after its answer', async () => {
    const port = await listening({ idleMs: 5_000, keepAliveMs: 200 });
    const outcome = await stall(port, 'GET /api/public/pages HTTP/1.1\r\nHost: localhost\r\n\r\n', 4_000);
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 200/);
    expect(outcome.closedAfterMs).toBeLessThan(1_500);
  });
});
