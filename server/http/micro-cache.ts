import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { preferredEncoding } from './accept-encoding';
import type { EncodedBodies } from './encoded-bodies';
import { bodyIn, encodedBodies, encodedSize } from './encoded-bodies';
import type { ContentChange } from './content-change';
import { changeTouches, createChangeLog } from './content-change';

interface CachedAnswer {
  headers: Record<string, string>;
  bodies: EncodedBodies;
  /** Date.now() after which it is not replayed, and the sweep drops it. */
  expiresAt: number;
}

export interface MicroCacheLimits {
  ttlMs: number;
  /** Distinct paths kept at once; the least recently used goes first. */
  maxEntries: number;
  /** Bytes of every stored variant together. */
  maxBytes: number;
}

export const defaultMicroCacheLimits: Omit<MicroCacheLimits, 'ttlMs'> = { maxEntries: 500, maxBytes: 16 * 1024 * 1024 };

const perEntryOverhead = 512;

/** A fresh 200 with a validator, and nothing the route said must not be stored (a form token, say). */
function isStorable(reply: FastifyReply): boolean {
  const cacheControl = String(reply.getHeader('cache-control') ?? '');
  return reply.statusCode === 200 && reply.hasHeader('etag') && !/no-store|private/.test(cacheControl);
}

/** The URL without its query string, or null when there is one: a query string never makes a new entry. */
function cacheKey(request: FastifyRequest): string | null {
  if (request.method !== 'GET' || !request.url.startsWith('/api/public/')) return null;
  return request.url.includes('?') ? null : request.url;
}

/**
 * A short-lived cache of public content answers, keyed by path. Public pages are read far more often
 * than they change; replaying the already-serialized answer (with the headers it was sent with,
 * security headers included) skips every hook, the query, the JSON work, the ETag hash and compression.
 * It is bounded in entries and bytes, and a URL with a query string is neither stored nor replayed, so
 * no client can grow it by inventing URLs. It is an optimisation only: no other instance needs it, this
 * instance's content changes drop what they touched at once, and another instance's through the change notices.
 */
export function createPublicMicroCache(limits: MicroCacheLimits) {
  const answers = new LRUCache<string, CachedAnswer>({
    max: limits.maxEntries,
    maxSize: limits.maxBytes,
    sizeCalculation: (answer) => encodedSize(answer.bodies) + perEntryOverhead,
  });
  // Expired answers are dropped by a sweep, not only when asked for again: answers live a second, and an LRU with a
  // TTL alone kept up to its 16 MB of them long after (on a 10,000-page site, most are never asked for again), in
  // the memory of an idle server (issue 33).
  const sweep = setInterval(
    () => {
      const now = Date.now();
      for (const [key, answer] of answers.entries()) if (answer.expiresAt <= now) answers.delete(key);
    },
    Math.max(limits.ttlMs, 1000),
  );
  sweep.unref();
  const fresh = (key: string) => {
    const answer = answers.get(key);
    if (answer && answer.expiresAt > Date.now()) return answer;
    if (answer) answers.delete(key);
    return undefined;
  };
  // An answer whose request arrived before a change that touches it may hold what the change replaced, so it is
  // sent but not stored. Otherwise it would be replayed for a whole TTL, and a page rendered from it kept until the
  // next change.
  const changes = createChangeLog();
  const arrivedIn = new WeakMap<FastifyRequest, number>();

  return {
    /** Root-level onRequest, registered before any other hook. */
    async replay(request: FastifyRequest, reply: FastifyReply) {
      const key = cacheKey(request);
      const hit = key === null ? undefined : fresh(key);
      if (!hit) {
        arrivedIn.set(request, changes.now());
        return;
      }
      // Written straight to the socket: the answer is complete, so no hook has anything left to add.
      reply.hijack();
      if (request.headers['if-none-match'] === hit.headers.etag) {
        reply.raw.writeHead(304, hit.headers);
        reply.raw.end();
        return;
      }
      const encoding = preferredEncoding(request.headers['accept-encoding'], hit.bodies);
      const body = bodyIn(hit.bodies, encoding);
      const headers: Record<string, string> = { ...hit.headers, 'content-length': String(body.length) };
      if (encoding !== 'identity') headers['content-encoding'] = encoding;
      reply.raw.writeHead(200, headers);
      reply.raw.end(body);
    },

    /** onSend in the public scope: after the ETag plugin set its header, before the root's compression. */
    async store(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
      const key = cacheKey(request);
      const arrived = arrivedIn.get(request);
      const current = key !== null && arrived !== undefined && !changes.touchedSince(arrived, [key]);
      if (key !== null && current && isStorable(reply) && typeof payload === 'string') {
        const headers: Record<string, string> = { vary: 'accept-encoding' };
        for (const [name, value] of Object.entries(reply.getHeaders())) {
          if (typeof value === 'string' && !['content-length', 'set-cookie', 'content-encoding'].includes(name))
            headers[name] = value;
        }
        const expiresAt = Date.now() + limits.ttlMs;
        answers.set(key, { headers, bodies: encodedBodies(Buffer.from(payload)), expiresAt });
      }
      return payload;
    },

    /** Answers held (expired ones until the sweep), for tests and benches. */
    stats: () => ({ entries: answers.size, bytes: answers.calculatedSize }),

    /** Stops the sweep (the app's onClose). */
    close: () => clearInterval(sweep),

    /** Drops the answers the change touched (all of them for `everything`). */
    invalidate: (change: ContentChange) => {
      changes.record(change);
      if (change.everything) return answers.clear();
      for (const key of [...answers.keys()]) if (changeTouches(change, key)) answers.delete(key);
    },
  };
}
