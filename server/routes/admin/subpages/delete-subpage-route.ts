import type { FastifyInstance } from 'fastify';
import { IdParamsSchema } from '../../../../contract/admin/admin-fields';
import { parseInput } from '../../../http/parse-input';
import { subpageNotFound } from './find-subpage';

/** DELETE /api/admin/subpages/{id} — 204; its revisions go with it. */
export function deleteSubpageRoute(app: FastifyInstance): void {
  app.delete('/api/admin/subpages/:id', { config: { access: 'editor' } }, async (request, reply) => {
    const { id } = parseInput(IdParamsSchema, request.params);
    if (!(await app.adminRepos.subpages.remove(id))) throw subpageNotFound();
    return reply.status(204).send();
  });
}
