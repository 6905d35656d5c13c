import type { FastifyInstance } from 'fastify';
import type { MediaRevisionList } from '../../../../contract/admin/admin-media';
import { IdParamsSchema } from '../../../../contract/admin/admin-fields';
import { parseInput } from '../../../http/parse-input';
import { mediaNotFound } from './media-not-found';

/** GET /api/admin/media/{id}/revisions — the files replacing this picture kept, newest first. */
export function listMediaRevisionsRoute(app: FastifyInstance): void {
  app.get(
    '/api/admin/media/:id/revisions',
    { config: { access: 'reader' } },
    async (request): Promise<MediaRevisionList> => {
      const { id } = parseInput(IdParamsSchema, request.params);
      if (!(await app.repos.media.find(id))) throw mediaNotFound();
      return { items: await app.repos.media.revisions.list(id) };
    },
  );
}
