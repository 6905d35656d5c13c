import type { FastifyInstance } from 'fastify';
import { IdParamsSchema } from '../../../../contract/admin/admin-fields';
import { parseInput } from '../../../http/parse-input';
import { findSubpageOrThrow } from './find-subpage';

/** GET /api/admin/subpages/{id} — a subpage in any status, with its content. */
export function getSubpageRoute(app: FastifyInstance): void {
  app.get('/api/admin/subpages/:id', { config: { access: 'reader' } }, async (request) => {
    const { id } = parseInput(IdParamsSchema, request.params);
    return findSubpageOrThrow(app, id);
  });
}
