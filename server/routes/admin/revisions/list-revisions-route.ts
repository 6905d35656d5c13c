import type { FastifyInstance } from 'fastify';
import { PagingQuerySchema } from '../../../../contract/admin/paging';
import { parseInput } from '../../../http/parse-input';
import type { RevisionTarget } from './revision-targets';

/** GET /api/admin/{pages|subpages|global-components}/{id}/revisions — newest first, paged. */
export function listRevisionsRoute(app: FastifyInstance, target: RevisionTarget): void {
  app.get(`/api/admin/${target.collection}/:id/revisions`, { config: { access: 'reader' } }, async (request) => {
    const key = target.key(request.params);
    const paging = parseInput(PagingQuerySchema, request.query);
    if (!(await target.read(app, key))) throw target.notFound();
    return app.adminRepos.revisions.list(target.entityType, key, paging);
  });
}
