import type { FastifyInstance } from 'fastify';
import { sendIndexHtml } from '../plugins/web-app';
import type { trackRouteMethods } from './method-not-allowed';

interface NotFoundOptions {
  /** The renderer's page, answered for every client route; null when the web build is absent. */
  indexHtml: string | null;
  routeMethods: ReturnType<typeof trackRouteMethods>;
}

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * What no route answered: a client route gets the renderer's page (GET, and HEAD for monitors and link
 * checkers); a known path asked with another method gets 405 with `Allow`; anything else 404.
 */
export function installNotFound(app: FastifyInstance, options: NotFoundOptions): void {
  app.setNotFoundHandler((request, reply) => {
    const clientRoute = options.indexHtml !== null && !isApi(request.url);
    if (clientRoute && (request.method === 'GET' || request.method === 'HEAD')) {
      return sendIndexHtml(reply, options.indexHtml ?? '');
    }
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
