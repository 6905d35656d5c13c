import type { FastifyInstance } from 'fastify';
import type { HTTPMethod } from 'find-my-way';
import FindMyWay from 'find-my-way';

const candidateMethods: HTTPMethod[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const isCandidate = (method: string): method is HTTPMethod => (candidateMethods as string[]).includes(method);
const noop = () => undefined;

/**
 * Which methods a concrete path answers to, so a known path asked with the wrong method gets 405 and an
 * `Allow` header instead of a 404 that says the path does not exist. Fastify's router answers only
 * "this method and path", so every route is mirrored into a second router of the same kind as it is added.
 * Call before any route is registered.
 */
export function trackRouteMethods(app: FastifyInstance) {
  const router = FindMyWay({ ignoreTrailingSlash: true });
  app.addHook('onRoute', (route) => {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter(isCandidate);
    for (const method of methods.includes('GET') ? [...methods, 'HEAD' as const] : methods) {
      if (!router.find(method, route.url)) router.on(method, route.url, noop);
    }
  });
  return {
    allowedMethods(url: string): HTTPMethod[] {
      const path = url.split('?')[0] ?? url;
      return candidateMethods.filter((method) => router.find(method, path) !== null);
    },
  };
}
