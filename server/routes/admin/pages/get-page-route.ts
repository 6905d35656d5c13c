import type { FastifyInstance } from 'fastify';
import { IdParamsSchema } from '../../../../contract/admin/admin-fields';
import { sendVersioned } from '../../../http/edit-version';
import { parseInput } from '../../../http/parse-input';
import { findPageOrThrow } from './find-page';

/** GET /api/admin/pages/{id} — a page in any status, with its content; its version is the `ETag`. */
export function getPageRoute(app: FastifyInstance): void {
  app.get('/api/admin/pages/:id', { config: { access: 'reader' } }, async (request, reply) => {
    const { id } = parseInput(IdParamsSchema, request.params);
    return sendVersioned(reply, await findPageOrThrow(app, id));
  });
}
