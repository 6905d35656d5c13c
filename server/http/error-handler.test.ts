import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseUnavailableMessage } from '../db/database-unavailable';
import { installErrorHandling } from './error-handler';

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

/** A listening app whose POST route reads its JSON body, then fails with `error`. */
async function failingWrite(error: Error): Promise<string> {
  app = Fastify({ logger: false });
  installErrorHandling(app);
  app.post('/write', async () => {
    throw error;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/write`;
}

const post = (url: string) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"title":"x"}' });

describe('a write whose handler fails after its body was read', () => {
  it('answers 503 with the sentence when the database connection was lost', async () => {
    const lost = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    const answer = await post(await failingWrite(lost));
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('5');
    expect(await answer.json()).toEqual({ error: databaseUnavailableMessage });
  });

  it('answers 500 for a fault of its own, not 400 as if the client had gone away', async () => {
    const answer = await post(await failingWrite(new Error('a bug')));
    expect(answer.status).toBe(500);
    expect(await answer.json()).toEqual({ error: 'Internal server error' });
  });
});
