import { brotliCompressSync, constants as zlib, gunzipSync, gzipSync } from 'node:zlib';
import type { ContentEncoding } from './accept-encoding';
import { preferredEncoding } from './accept-encoding';

/**
 * One answer's body as sent to clients that accept each encoding. A body worth compressing is kept only
 * compressed (Brotli and gzip): a rendered page's HTML is ~150 KB, mostly inlined CSS, against ~23 KB as Brotli,
 * so keeping the plain text would cost a cache three quarters of its room for the rare client that takes
 * neither encoding; that client gets the gzip form decompressed (`bodyIn`).
 */
export type EncodedBodies =
  { identity: Buffer; gzip?: undefined; br?: undefined } | { identity?: undefined; gzip: Buffer; br: Buffer };

/** Below this a compressed answer saves less than its headers cost (the same threshold as @fastify/compress). */
const compressionThreshold = 1024;

const compressors: Record<Exclude<ContentEncoding, 'identity'>, (body: Buffer) => Buffer> = {
  gzip: (body) => gzipSync(body),
  // Quality 6: close to Brotli's best size for HTML and JSON at a fraction of the time of 11.
  br: (body) => brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6 } }),
};

/**
 * A body compressed once for every client to come: stored answers (the micro-cache, rendered pages) are
 * compressed when stored, not again on each request.
 */
export function encodedBodies(identity: Buffer): EncodedBodies {
  if (identity.length < compressionThreshold) return { identity };
  return { gzip: compressors.gzip(identity), br: compressors.br(identity) };
}

/** The body in one encoding; the plain one is decompressed when only compressed forms are kept. */
export function bodyIn(bodies: EncodedBodies, encoding: ContentEncoding): Buffer {
  if (bodies.identity !== undefined) return bodies.identity;
  return encoding === 'identity' ? gunzipSync(bodies.gzip) : bodies[encoding];
}

/**
 * The body to send a client. Bodies from `encodedBodies` are sent as stored; a body given as identity alone (an
 * answer no cache keeps: a rendered 404, a filtered view) is compressed for this client only, in the one encoding
 * it takes, rather than in every encoding for clients that will never ask for it again.
 */
export function bodyForClient(
  acceptEncoding: string | undefined,
  bodies: EncodedBodies,
): { encoding: ContentEncoding; body: Buffer } {
  if (bodies.identity === undefined || bodies.identity.length < compressionThreshold) {
    const encoding = preferredEncoding(acceptEncoding, bodies);
    return { encoding, body: bodyIn(bodies, encoding) };
  }
  const encoding = preferredEncoding(acceptEncoding, compressors);
  return { encoding, body: encoding === 'identity' ? bodies.identity : compressors[encoding](bodies.identity) };
}

/** Bytes held by every variant together (for caches bounded in bytes). */
export const encodedSize = (bodies: EncodedBodies): number =>
  (bodies.identity?.length ?? 0) + (bodies.gzip?.length ?? 0) + (bodies.br?.length ?? 0);
