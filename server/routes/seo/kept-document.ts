import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding } from '../../http/accept-encoding';
import type { EncodedBodies } from '../../http/encoded-bodies';
import { bodyIn, encodedBodies } from '../../http/encoded-bodies';

/** A kept XML document (a sitemap file, the feed) as it is sent: compressed and hashed once, when it is built. */
export interface KeptDocument {
  etag: string;
  bodies: EncodedBodies;
}

/**
 * Done once per build, not per request: at 10,000 pages the sitemap is about 1.8 MB, which the ETag plugin would
 * hash and the compression plugin would gzip for every crawler that asks (both skip a reply that already has its
 * ETag and encoding).
 */
export function keptDocument(text: string): KeptDocument {
  const identity = Buffer.from(text);
  return { etag: `"${createHash('sha1').update(identity).digest('base64url')}"`, bodies: encodedBodies(identity) };
}

/** Sends the kept form the client accepts; the ETag plugin answers a matching If-None-Match with a 304. */
export function sendKeptDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  type: string,
  document: KeptDocument,
): FastifyReply {
  const encoding = preferredEncoding(request.headers['accept-encoding'], document.bodies);
  reply.type(type).header('etag', document.etag).header('vary', 'accept-encoding');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(bodyIn(document.bodies, encoding));
}
