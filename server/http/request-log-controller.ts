import type { FastifyReply, FastifyRequest } from 'fastify';
import { LogController } from 'fastify';

/**
 * Fastify's per-request lines, at debug level and as one line: at the default level a busy site's log keeps to
 * what needs reading (warnings, errors, start-up), and `LOG_LEVEL=debug` shows every request. A request that
 * failed while its answer was sent is still an error.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {
    // The completed line says all of it.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      reply.log.error({ err: error, statusCode: reply.statusCode, url: request.url }, 'request errored');
      return;
    }
    request.log.debug(
      { method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request completed',
    );
  }
}
