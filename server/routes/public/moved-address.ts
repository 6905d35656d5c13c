import type { FastifyInstance, FastifyReply } from 'fastify';
import type { PublicRedirect } from '../../../contract/public-redirect';

/**
 * The answer for an address that moved, which the renderer follows with a replace. A 200 and not a 301:
 * `fetch` would follow a 301 itself and the renderer would never learn the page's new address. `no-store`
 * keeps it out of the micro-cache, so every visit reaches the handler and is counted.
 */
export async function movedAddress(
  app: FastifyInstance,
  reply: FastifyReply,
  address: string,
): Promise<PublicRedirect | undefined> {
  const target = await app.repos.redirects.follow(address);
  if (target === undefined) return undefined;
  void reply.header('Cache-Control', 'no-store');
  return { redirect: target };
}
