import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

interface CachedAnswer {
  body: string;
  headers: Record<string, string>;
  expiresAt: number;
}

/**
 * A short-lived cache of public content answers, keyed by URL. Public pages are read far more often
 * than they change; replaying the already-serialized answer (with the headers it was sent with,
 * security headers included) skips every hook, the query, the JSON work and the ETag hash.
 * It is an optimisation only: no other instance needs it, this instance's admin writes clear it at
 * once, and another instance's writes show within the TTL.
 */
export function createPublicMicroCache(ttlMs: number) {
  const answers = new Map<string, CachedAnswer>();
  const isPublicRead = (request: FastifyRequest) => request.method === 'GET' && request.url.startsWith('/api/public/');

  return {
    /** Root-level onRequest, registered before any other hook. */
    async replay(request: FastifyRequest, reply: FastifyReply) {
      if (!isPublicRead(request)) return;
      const hit = answers.get(request.url);
      if (!hit || hit.expiresAt <= Date.now()) return;
      // Written straight to the socket: the answer is complete, so no hook has anything left to add.
      reply.hijack();
      const notModified = request.headers['if-none-match'] === hit.headers.etag;
      reply.raw.writeHead(notModified ? 304 : 200, hit.headers);
      reply.raw.end(notModified ? undefined : hit.body);
    },

    /** onSend in the public scope, after the ETag plugin has set its header. */
    async store(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
      if (isPublicRead(request) && reply.statusCode === 200 && typeof payload === 'string' && reply.hasHeader('etag')) {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(reply.getHeaders())) {
          if (typeof value === 'string' && name !== 'content-length' && name !== 'set-cookie') headers[name] = value;
        }
        answers.set(request.url, { body: payload, headers, expiresAt: Date.now() + ttlMs });
      }
      return payload;
    },

    clear: () => answers.clear(),
  };
}

export function installPublicMicroCacheInvalidation(app: FastifyInstance, clear: () => void): void {
  app.addHook('onResponse', async (request) => {
    if (request.method !== 'GET' && request.url.startsWith('/api/admin/')) clear();
  });
}
