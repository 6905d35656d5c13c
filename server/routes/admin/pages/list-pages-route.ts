import type { FastifyInstance } from 'fastify';
import { PageListQuerySchema } from '../../../../contract/admin/admin-pages';
import { parseInput } from '../../../http/parse-input';

/** GET /api/admin/pages?q=&status=&page=&pageSize= — drafts included, content left out. */
export function listPagesRoute(app: FastifyInstance): void {
  app.get('/api/admin/pages', { config: { access: 'reader' } }, async (request) => {
    return app.adminRepos.pages.list(parseInput(PageListQuerySchema, request.query));
  });
}
