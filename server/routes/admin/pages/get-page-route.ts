import type { FastifyInstance } from 'fastify';
import { IdParamsSchema } from '../../../../contract/admin/admin-fields';
import { parseInput } from '../../../http/parse-input';
import { findPageOrThrow } from './find-page';

/** GET /api/admin/pages/{id} — a page in any status, with its content. */
export function getPageRoute(app: FastifyInstance): void {
  app.get('/api/admin/pages/:id', { config: { access: 'reader' } }, async (request) => {
    const { id } = parseInput(IdParamsSchema, request.params);
    return findPageOrThrow(app, id);
  });
}
