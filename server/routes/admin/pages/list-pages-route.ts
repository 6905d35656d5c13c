import type { FastifyInstance } from 'fastify';
import { PageListQuerySchema } from '../../../../contract/admin/admin-pages';
import { parseInput } from '../../../http/parse-input';

/**
 * GET /api/admin/pages?q=&status=&cursor=&pageSize= — by id, drafts included, content left out. `cursor` is an
 * answer's `nextCursor` or `prevCursor`; `page` still works for older clients.
 */
export function listPagesRoute(app: FastifyInstance): void {
  app.get('/api/admin/pages', { config: { access: 'reader' } }, async (request) => {
    return app.adminRepos.pages.list(parseInput(PageListQuerySchema, request.query));
  });
}
