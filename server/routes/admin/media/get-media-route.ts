import type { FastifyInstance } from 'fastify';
import type { MediaItem } from '../../../../contract/admin/admin-media';
import { IdParamsSchema } from '../../../../contract/admin/admin-fields';
import { parseInput } from '../../../http/parse-input';
import { mediaNotFound } from './media-not-found';

/** GET /api/admin/media/{id} */
export function getMediaRoute(app: FastifyInstance): void {
  app.get('/api/admin/media/:id', { config: { access: 'reader' } }, async (request): Promise<MediaItem> => {
    const { id } = parseInput(IdParamsSchema, request.params);
    const item = await app.repos.media.find(id);
    if (!item) throw mediaNotFound();
    return item;
  });
}
