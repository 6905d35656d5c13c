import type { FastifyReply } from 'fastify';

/** Why work for a request stopped: nobody is left to answer (the error handler logs it as the client's doing). */
export class ConnectionClosedError extends Error {
  constructor() {
    super('the connection closed before the answer was sent');
    this.name = 'ConnectionClosedError';
  }
}

/**
 * Aborts when the request's connection closes before its answer has been sent: the client gave up, or the
 * server's own timeout closed it. Work that would leave something behind (an upload's store) checks it first,
 * so an upload either answers or stores nothing, and a retry makes no duplicate.
 */
export function connectionClosedSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  const response = reply.raw;
  const onClose = () => {
    if (!response.writableFinished) controller.abort(new ConnectionClosedError());
  };
  if (response.destroyed) onClose();
  else response.once('close', onClose);
  return controller.signal;
}
