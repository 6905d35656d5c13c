import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '../../contract/api-error';
import { errorAnswerSecurityHeaders } from '../plugins/security-headers';

/** Not Node's: http/idle-sockets gives up on a request the server is still working on after the request timeout. */
export const answerTimeoutCode = 'ERR_ANSWER_TIMEOUT';

/**
 * Errors Fastify or Node answer before any route or hook runs. Their default bodies echo the URL and carry
 * none of our security headers; these answer like every other error: `{error}` in plain words.
 */
const socketErrors: Record<string, { status: number; reason: string; error: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', error: 'The request took too long to arrive' },
  [answerTimeoutCode]: {
    status: 503,
    reason: 'Service Unavailable',
    error: 'The server took too long to answer this request',
  },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    error: 'The request headers are too large',
  },
};
const malformed = { status: 400, reason: 'Bad Request', error: 'The request could not be read' };

/** Node's `clientError`: the request could not even be parsed, so only the raw socket is left to answer on. */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, reason, error: message } = (error.code && socketErrors[error.code]) || malformed;
  const body = JSON.stringify({ error: message } satisfies ApiErrorBody);
  const headers = {
    ...errorAnswerSecurityHeaders,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  if (socket.writable) socket.write(`HTTP/1.1 ${status} ${reason}\r\n${head.join('\r\n')}\r\n\r\n${body}`);
  socket.destroy();
}

/**
 * Fastify's `frameworkErrors`, answered without repeating the URL: one that does not decode is a bad request; a
 * path parameter longer than the router takes (100 characters, far beyond any id or slug) names nothing, so it
 * is not found. The server renderer asks the API for such addresses too, and a 404 is what makes it show the
 * not-found page (a 400 read as the API failing, and the page answered 503).
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  void reply
    .status(tooLong ? 404 : 400)
    .headers(errorAnswerSecurityHeaders)
    .send({ error: tooLong ? 'Not found' : 'The address is not valid' } satisfies ApiErrorBody);
}
