import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { trackRouteMethods } from './method-not-allowed';

interface NotFoundOptions {
  /** Answers a page address (server-rendered or the client shell); null when the web build is absent. */
  sendPage: ((request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>) | null;
  routeMethods: ReturnType<typeof trackRouteMethods>;
}

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * What no route answered: a page address gets its page (GET, and HEAD for monitors and link checkers, which
 * Node answers without the body); a known path asked with another method gets 405 with `Allow`; anything
 * else 404.
 */
export function installNotFound(app: FastifyInstance, options: NotFoundOptions): void {
  app.setNotFoundHandler((request, reply) => {
    const sendPage = isApi(request.url) ? null : options.sendPage;
    const clientRoute = sendPage !== null;
    if (sendPage && (request.method === 'GET' || request.method === 'HEAD')) return sendPage(request, reply);
    const allowed = clientRoute ? ['GET', 'HEAD'] : options.routeMethods.allowedMethods(request.url);
    if (allowed.length > 0) {
      return reply
        .status(405)
        .header('allow', allowed.join(', '))
        .send({ error: `${request.method} is not allowed here: use ${allowed.join(' or ')}` });
    }
    return reply.status(404).send({ error: 'Not found' });
  });
}
