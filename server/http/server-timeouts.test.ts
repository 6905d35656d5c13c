import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/test-app';
import { createTestApp } from '../test/test-app';

let t: TestApp | undefined;
afterEach(() => t?.close());

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

async function listening(): Promise<number> {
  t = await createTestApp({ timeouts: { headersMs: 300, requestMs: 600, idleMs: 5_000, checkIntervalMs: 100 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (t.app.server.address() as AddressInfo).port;
}

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
});
