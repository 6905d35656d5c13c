import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { ContentEncoding } from './accept-encoding';

/** One answer's body as sent to clients that accept each encoding; identity always, the others when worth it. */
export type EncodedBodies = Partial<Record<ContentEncoding, Buffer>> & { identity: Buffer };

/** Below this a compressed answer saves less than its headers cost (the same threshold as @fastify/compress). */
const compressionThreshold = 1024;

/**
 * A body compressed once for every client to come: stored answers (the micro-cache, rendered pages) are
 * compressed when stored, not again on each request. Brotli at quality 6: close to its best size for HTML and
 * JSON at a fraction of the time of 11.
 */
export function encodedBodies(identity: Buffer): EncodedBodies {
  if (identity.length < compressionThreshold) return { identity };
  return {
    identity,
    gzip: gzipSync(identity),
    br: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6 } }),
  };
}

/** Bytes held by every variant together (for caches bounded in bytes). */
export const encodedSize = (bodies: EncodedBodies): number =>
  Object.values(bodies).reduce((total, body) => total + body.length, 0);
