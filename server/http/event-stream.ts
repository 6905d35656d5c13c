import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';

/** A client that stops reading gets its stream ended rather than an ever-growing buffer. */
const maxBufferedBytes = 64 * 1024;

export interface EventStreamWriter {
  /** Writes one event (`event:` and a one-line JSON `data:`), or with no name a keep-alive comment. */
  write(event?: { event: string; data: unknown }): void;
  end(): void;
  /** Settles when the connection closes, from either side. */
  closed: Promise<void>;
}

/**
 * Turns a reply into a server-sent event stream (text/event-stream). The reply is taken over from Fastify
 * (`hijack`): its headers so far (the security headers) are written as they are, plus the stream's own, and
 * nothing Fastify does after a handler (compression, ETags) touches it. `X-Accel-Buffering: no` keeps nginx
 * from holding events back.
 */
export function openEventStream(reply: FastifyReply): EventStreamWriter {
  reply.hijack();
  const raw: ServerResponse = reply.raw;
  raw.writeHead(200, {
    ...(reply.getHeaders() as OutgoingHttpHeaders),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
  });
  const closed = new Promise<void>((resolve) => raw.once('close', () => resolve()));
  const open = () => !raw.writableEnded && !raw.destroyed;
  return {
    write(event) {
      if (!open()) return;
      if (raw.writableLength > maxBufferedBytes) {
        raw.destroy();
        return;
      }
      raw.write(event ? `event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n` : ': keep-alive\n\n');
    },
    end() {
      if (open()) raw.end();
    },
    closed,
  };
}
