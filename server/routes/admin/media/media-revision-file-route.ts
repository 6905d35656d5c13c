import type { FastifyInstance } from 'fastify';
import { MediaRevisionParamsSchema } from '../../../../contract/admin/admin-media';
import { mediaMessages, mediaMimeTypes } from '../../../../contract/media/media-rules';
import { HttpError } from '../../../http/http-error';
import { parseInput } from '../../../http/parse-input';
import { svgPolicy } from '../../media/svg-policy';

/**
 * GET /api/admin/media/{id}/revisions/{revisionId}/file — a kept file, for staff choosing what to restore. Not
 * public: a picture replaced because it should not be shown is not shown from its old address either.
 */
export function mediaRevisionFileRoute(app: FastifyInstance): void {
  app.get(
    '/api/admin/media/:id/revisions/:revisionId/file',
    { config: { access: 'reader' } },
    async (request, reply) => {
      const { id, revisionId } = parseInput(MediaRevisionParamsSchema, request.params);
      const file = await app.repos.media.revisions.file(id, revisionId);
      if (!file) throw new HttpError(404, mediaMessages.revisionNotFound);
      reply.type(mediaMimeTypes[file.format]).header('X-Content-Type-Options', 'nosniff');
      if (file.format === 'svg') reply.header('Content-Security-Policy', svgPolicy);
      return reply.send(file.data);
    },
  );
}
