import type { FastifyInstance } from 'fastify';
import type { MediaList } from '../../../../contract/admin/admin-media';
import { MediaListQuerySchema } from '../../../../contract/admin/admin-media';
import { parseInput } from '../../../http/parse-input';

/**
 * GET /api/admin/media?q=&type=&unused=&page=&pageSize= — a page of the library, newest first, searched by name
 * and alt text, of one format, or only what no content shows; each item with its usage. A bad value is a 400
 * naming the parameter.
 */
export function listMediaRoute(app: FastifyInstance): void {
  app.get('/api/admin/media', { config: { access: 'reader' } }, async (request): Promise<MediaList> => {
    return app.repos.media.list(parseInput(MediaListQuerySchema, request.query));
  });
}
