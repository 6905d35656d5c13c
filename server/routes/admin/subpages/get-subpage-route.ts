import type { FastifyInstance } from 'fastify';
import { IdParamsSchema } from '../../../../contract/admin/admin-fields';
import { sendVersioned } from '../../../http/edit-version';
import { parseInput } from '../../../http/parse-input';
import { findSubpageOrThrow } from './find-subpage';

/** GET /api/admin/subpages/{id} — a subpage in any status, with its content; its version is the `ETag`. */
export function getSubpageRoute(app: FastifyInstance): void {
  app.get('/api/admin/subpages/:id', { config: { access: 'reader' } }, async (request, reply) => {
    const { id } = parseInput(IdParamsSchema, request.params);
    return sendVersioned(reply, await findSubpageOrThrow(app, id));
  });
}
