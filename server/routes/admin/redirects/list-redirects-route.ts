import type { FastifyInstance } from 'fastify';
import type { RedirectList } from '../../../../contract/admin/admin-redirects';

/** GET /api/admin/redirects — every redirect with its hits, newest first. */
export function listRedirectsRoute(app: FastifyInstance): void {
  app.get('/api/admin/redirects', { config: { access: 'reader' } }, async (): Promise<RedirectList> => {
    return { items: await app.adminRepos.redirects.list() };
  });
}
