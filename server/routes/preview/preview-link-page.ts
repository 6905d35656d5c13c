import type { FastifyInstance } from 'fastify';
import { sharedPreviews } from './shared-preview';

const linkPage = /^\/preview\/link\/([^/]+)\/?$/;

/**
 * Whether a client-rendered page address names something that exists, for the status its shell goes out with: a
 * preview link's page (`/preview/link/{secret}`) only while the link shows something, so an invalid, revoked or
 * expired link is a 404 like any page that is not there (its screen says which). Every other address: yes.
 */
export function clientPageExists(app: FastifyInstance, now: () => Date): (path: string) => Promise<boolean> {
  const find = sharedPreviews(app);
  return async (path) => {
    const secret = linkPage.exec(path)?.[1];
    if (secret === undefined) return true;
    return 'answer' in (await find(secret, now()));
  };
}
