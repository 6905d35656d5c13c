import type { FastifyInstance } from 'fastify';
import { IdParamsSchema } from '../../../../contract/admin/admin-fields';
import { parseInput } from '../../../http/parse-input';
import { previewAnswer, previewHeaders } from '../../preview/preview-answer';
import type { PublicationTarget } from './publication-targets';

/**
 * GET /api/admin/{pages|subpages}/{id}/preview — the working copy in the public page's shape, for the editor's
 * "Preview", which the public site's own components draw. Anyone who may read drafts in the admin may preview.
 */
export function staffPreviewRoute(app: FastifyInstance, target: PublicationTarget): void {
  app.get(`/api/admin/${target.collection}/:id/preview`, { config: { access: 'reader' } }, async (request, reply) => {
    const { id } = parseInput(IdParamsSchema, request.params);
    const answer = await previewAnswer(app.adminRepos, target.entityType, id);
    if (!answer) throw target.notFound();
    return reply.headers(previewHeaders).send(answer);
  });
}
