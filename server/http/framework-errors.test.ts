import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/test-app';
import { createTestApp } from '../test/test-app';

let t: TestApp | undefined;
afterEach(() => t?.close());

/** Sends raw bytes (what fetch would refuse to send) and resolves with everything the server wrote. */
function rawExchange(port: number, text: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(answer));
  });
}

async function listening(): Promise<number> {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (t.app.server.address() as AddressInfo).port;
}

function splitAnswer(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return { head: head.toLowerCase(), body };
}

describe('errors answered before any route runs', () => {
  it('a URL that does not decode: 400 {error}, without echoing it, with the security headers', async () => {
    t = await createTestApp();
    const response = await t.app.inject('/api/public/pages/%E0%A4%A-secret-path');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'The address is not valid' });
    expect(response.body).not.toContain('secret-path');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(String(response.headers['content-security-policy'])).toContain("default-src 'none'");
  });

  it('a path parameter longer than any id or slug: 404 {error}, without echoing it', async () => {
    t = await createTestApp();
    const response = await t.app.inject(`/api/public/subpages/services/${'x'.repeat(101)}-secret`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found' });
    expect(response.body).not.toContain('secret');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('headers too large: 431 {error}, with the security headers', async () => {
    const port = await listening();
    const answer = await rawExchange(
      port,
      `GET /api/public/pages HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    const { head, body } = splitAnswer(answer);
    expect(head).toMatch(/^http\/1\.1 431/);
    expect(head).toContain('x-content-type-options: nosniff');
    expect(JSON.parse(body)).toEqual({ error: 'The request headers are too large' });
  });

  it('a URL longer than the header limit: 431 without echoing it', async () => {
    const port = await listening();
    const answer = await rawExchange(port, `GET /${'secret'.repeat(4000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431/);
    expect(answer).not.toContain('secretsecret');
  });

  it('a request that is not HTTP: 400 {error}', async () => {
    const port = await listening();
    const { head, body } = splitAnswer(await rawExchange(port, 'HELLO THERE\r\n\r\n'));
    expect(head).toMatch(/^http\/1\.1 400/);
    expect(head).toContain("content-security-policy: default-src 'none'");
    expect(JSON.parse(body)).toEqual({ error: 'The request could not be read' });
  });
});

describe('a body over the limit', () => {
  it('is answered 413 and read to its end, so the client gets the answer and the connection stays usable', async () => {
    const port = await listening();
    const body = JSON.stringify({ message: 'x'.repeat(300_000) });
    const tooLarge =
      `POST /api/public/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
    const next = 'GET /api/public/pages HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n';
    const answer = await rawExchange(port, tooLarge + next);
    const statuses = [...answer.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((match) => match[1]);
    expect(statuses).toEqual(['413', '200']);
  });
});

describe('methods', () => {
  it('answers a known API path asked with the wrong method with 405 and Allow', async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'DELETE', url: '/api/public/pages/home?x=1' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
    expect(response.json<{ error: string }>().error).toBe('DELETE is not allowed here: use GET or HEAD');
    const login = await t.app.inject({ method: 'GET', url: '/api/login' });
    expect(login.statusCode).toBe(405);
    expect(login.headers.allow).toBe('POST');
    const admin = await t.app.inject({ method: 'POST', url: '/api/admin/pages/7' });
    expect(admin.statusCode).toBe(405);
    expect(admin.headers.allow).toContain('PUT');
  });

  it('still answers an unknown path with 404', async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'DELETE', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
  });
});
