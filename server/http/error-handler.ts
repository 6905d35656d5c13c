import type { FastifyError, FastifyInstance } from 'fastify';
import type { ApiErrorBody } from '../../contract/api-error';
import { databaseUnavailableMessage, isDatabaseUnavailable } from '../db/database-unavailable';
import { HttpError } from './http-error';

/** Fastify's own client errors (bad JSON, wrong content type, body too large) keep their status, worded for people. */
const fastifyClientErrors: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_REQ_FILE_TOO_LARGE: 'The uploaded file is too large',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Expected a multipart form',
  FST_PARTS_LIMIT: 'Too many form parts',
  FST_FILES_LIMIT: 'Only one file may be uploaded',
  FST_FIELDS_LIMIT: 'Too many form fields',
};

/**
 * What the multipart parser (busboy) throws for a body that is not a well-formed form: plain Errors
 * without a status, raised while a route reads the parts or streams a file, so they are recognised here,
 * once, rather than in every upload route.
 */
const malformedMultipart = [
  /^Multipart: Boundary not found$/,
  /^Boundary required$/,
  /^Unexpected end of multipart data$/,
  /terminated early due to unexpected end of multipart data$/,
  /^Malformed part header$/,
  // A boundary longer than busboy's search window (RFC 2046 allows at most 70 characters anyway).
  /^The needle cannot have a length bigger than \d+\.$/,
];
export const malformedFormMessage = 'The form could not be read: send complete multipart/form-data with its boundary';

/** Also read by the forms' own error handlers (routes/forms), which answer with the page rather than JSON. */
export function isMalformedMultipart(error: unknown): boolean {
  if (!(error instanceof Error) || (error as { statusCode?: unknown }).statusCode !== undefined) return false;
  return malformedMultipart.some((pattern) => pattern.test(error.message));
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      const body: ApiErrorBody & Record<string, unknown> = { ...error.extra, error: error.message };
      if (error.fields) body.fields = error.fields;
      return reply.status(error.statusCode).headers(error.headers).send(body);
    }
    if (isMalformedMultipart(error)) return reply.status(400).send({ error: malformedFormMessage });
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      // Fastify closes the connection here, and a client still sending its body then meets a reset and
      // may never read the 413. Keeping the connection lets Node read and discard the rest of the body
      // (bounded by the request timeout) so the client gets its answer.
      reply.removeHeader('connection');
      return reply.status(413).send({ error: fastifyClientErrors[error.code] });
    }
    const status = error.statusCode ?? 500;
    if (status === 429)
      return reply.status(429).send({ error: 'Too many requests: please wait a minute and try again' });
    if (status >= 400 && status < 500) {
      const message = (error.code && fastifyClientErrors[error.code]) ?? 'Bad request';
      return reply.status(status).send({ error: message });
    }
    // The connection, not the request: Node marks a request destroyed as soon as its body has been read, so
    // asking the request would take every later failure of a POST for a client that left.
    if (request.raw.readableAborted || request.raw.socket?.destroyed) {
      // The client went away mid-request (an abandoned upload, a torn connection), or the server's own timeout
      // closed it: nobody is left to answer and nothing on our side failed, so it is no error-level event.
      request.log.info({ reason: error.message }, 'the connection closed before the answer was sent');
      return reply.status(400).send({ error: 'The request was not completed' });
    }
    if (isDatabaseUnavailable(error)) {
      // Temporary by nature (the pool reconnects when the database is back): a load balancer and clients may retry.
      request.log.warn({ reason: error.message }, 'database unavailable');
      return reply.status(503).header('Retry-After', '5').send({ error: databaseUnavailableMessage });
    }
    // Never leak internals: the stack goes to the log, the client gets a plain sentence.
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: 'Internal server error' });
  });
}
