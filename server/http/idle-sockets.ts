import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { answerClientError, answerTimeoutCode } from './framework-errors';
import type { ServerTimeouts } from './server-timeouts';

interface Exchange {
  request: IncomingMessage;
  response: ServerResponse;
  startedAt: number;
}

/**
 * Node's idle timeout (Fastify's `connectionTimeout`) closes a socket after `idleMs` with no bytes either way,
 * even while the server is still working on the request it carries: a large upload being processed for 30 s
 * was cut, and the client saw a reset for a picture that was then stored. With a `timeout` listener Node
 * leaves the decision to us, and we close a socket only when it is idle on the client's side:
 *
 * - no request on it, the request still arriving (its body is the client's to send; Node's requestTimeout also
 *   bounds it), or the answer already begun (a client that stops reading holds nothing for long): closed;
 * - the whole request arrived and the answer has not begun, so the server is working: kept, and looked at again
 *   after `idleMs` or when `requestMs` since the request began runs out, whichever comes first;
 * - still working `requestMs` after the request began: answered 503 and closed, so a stuck handler cannot hold
 *   a socket forever. The route's connection-closed signal then stops whatever it was about to store.
 *
 * Keep-alive sockets between requests arrive here too (Node reuses this timeout for them): they are idle.
 */
export function closeOnlyIdleSockets(app: FastifyInstance, timeouts: Pick<ServerTimeouts, 'idleMs' | 'requestMs'>) {
  const exchanges = new WeakMap<Socket, Exchange>();
  app.addHook('onRequest', (request, reply, done) => {
    exchanges.set(request.raw.socket, { request: request.raw, response: reply.raw, startedAt: Date.now() });
    done();
  });
  app.server.on('timeout', (socket: Socket) => {
    const exchange = exchanges.get(socket);
    const working = exchange && exchange.request.complete && !exchange.response.headersSent;
    if (!exchange || !working) {
      socket.destroy();
      return;
    }
    const left = exchange.startedAt + timeouts.requestMs - Date.now();
    if (left > 0) {
      socket.setTimeout(Math.min(timeouts.idleMs, left));
      return;
    }
    answerClientError(Object.assign(new Error('answer took too long'), { code: answerTimeoutCode }), socket);
  });
}
