import type { FastifyInstance } from 'fastify';
import { PageIdParamsSchema } from '../../../../contract/admin/admin-fields';
import { SubpageListQuerySchema } from '../../../../contract/admin/admin-pages';
import { parseInput } from '../../../http/parse-input';
import { pageNotFound } from '../pages/find-page';

/** GET /api/admin/pages/{pageId}/subpages?q=&status=&page=&pageSize= */
export function listSubpagesRoute(app: FastifyInstance): void {
  app.get('/api/admin/pages/:pageId/subpages', { config: { access: 'reader' } }, async (request) => {
    const { pageId } = parseInput(PageIdParamsSchema, request.params);
    const query = parseInput(SubpageListQuerySchema, request.query);
    if ((await app.adminRepos.pages.findSlug(pageId)) === undefined) throw pageNotFound();
    return app.adminRepos.subpages.listForPage(pageId, query);
  });
}
