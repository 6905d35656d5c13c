import type { FastifyInstance } from 'fastify';
import { IdParamsSchema } from '../../../../contract/admin/admin-fields';
import { sendVersioned } from '../../../http/edit-version';
import { parseInput } from '../../../http/parse-input';
import { findArticleOrThrow } from './find-article';

/** GET /api/admin/articles/{id} — its working copy with its blocks; its version is the `ETag`. */
export function getArticleRoute(app: FastifyInstance): void {
  app.get('/api/admin/articles/:id', { config: { access: 'reader' } }, async (request, reply) => {
    const { id } = parseInput(IdParamsSchema, request.params);
    return sendVersioned(reply, await findArticleOrThrow(app, id));
  });
}
