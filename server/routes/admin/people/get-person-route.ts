import type { FastifyInstance } from 'fastify';
import { IdParamsSchema } from '../../../../contract/admin/admin-fields';
import { sendVersioned } from '../../../http/edit-version';
import { parseInput } from '../../../http/parse-input';
import { findPersonOrThrow } from './find-person';

/** GET /api/admin/people/{id} — its version is the `ETag`. */
export function getPersonRoute(app: FastifyInstance): void {
  app.get('/api/admin/people/:id', { config: { access: 'reader' } }, async (request, reply) => {
    const { id } = parseInput(IdParamsSchema, request.params);
    return sendVersioned(reply, await findPersonOrThrow(app, id));
  });
}
