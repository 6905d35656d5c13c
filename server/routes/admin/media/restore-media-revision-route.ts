import type { FastifyInstance } from 'fastify';
import type { MediaItem } from '../../../../contract/admin/admin-media';
import { MediaRevisionParamsSchema } from '../../../../contract/admin/admin-media';
import { mediaMessages } from '../../../../contract/media/media-rules';
import { HttpError } from '../../../http/http-error';
import { parseInput } from '../../../http/parse-input';
import { requireUser } from '../../../http/require-user';
import { recordAudit } from '../../../audit/record-audit';
import { mediaNotFound } from './media-not-found';

/**
 * POST /api/admin/media/{id}/revisions/{revisionId}/restore — the kept file becomes the picture's file again and
 * content that shows the picture follows; the file it replaces is kept in turn. Answers the picture.
 */
export function restoreMediaRevisionRoute(app: FastifyInstance): void {
  app.post(
    '/api/admin/media/:id/revisions/:revisionId/restore',
    { config: { access: 'editor', changesContent: true } },
    async (request): Promise<MediaItem> => {
      const user = requireUser(request);
      const { id, revisionId } = parseInput(MediaRevisionParamsSchema, request.params);
      const before = await app.repos.media.find(id);
      const outcome = await app.repos.media.revisions.restore(id, revisionId, user.id);
      if (outcome === 'revision-not-found') throw new HttpError(404, mediaMessages.revisionNotFound);
      const item = await app.repos.media.find(id);
      if (outcome === 'not-found' || !before || !item) throw mediaNotFound();
      await recordAudit(app, request, {
        action: 'media.restore',
        item: { type: 'media', id, label: item.name },
        summary: `Restored ${item.name} in place of ${before.name}; the file it replaced is kept as a revision`,
      });
      return item;
    },
  );
}
