import type { FastifyInstance } from 'fastify';
import { previewAnswer, previewHeaders } from '../../preview/preview-answer';
import type { PublicationTarget } from './publication-targets';

/**
 * GET /api/admin/{pages|subpages|articles|global-components}/{id}/preview — the working copy in the public answer's shape,
 * for the editor's "Preview", which the public site's own components draw (a component's around the published
 * pages). Anyone who may read drafts in the admin may preview.
 */
export function staffPreviewRoute(app: FastifyInstance, target: PublicationTarget): void {
  app.get(`/api/admin/${target.collection}/:id/preview`, { config: { access: 'reader' } }, async (request, reply) => {
    const answer = await previewAnswer(app.adminRepos, app.repos, target.entityType, target.key(request.params));
    if (!answer) throw target.notFound();
    return reply.headers(previewHeaders).send(answer);
  });
}
