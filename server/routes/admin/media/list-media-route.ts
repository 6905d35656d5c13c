import type { FastifyInstance } from 'fastify';
import type { MediaList } from '../../../../contract/admin/admin-media';
import { MediaListQuerySchema } from '../../../../contract/admin/admin-media';
import { parseInput } from '../../../http/parse-input';

/** GET /api/admin/media?q= — the library, newest first, searched by name and alt text, each with its usage. */
export function listMediaRoute(app: FastifyInstance): void {
  app.get('/api/admin/media', { config: { access: 'reader' } }, async (request): Promise<MediaList> => {
    const { q } = parseInput(MediaListQuerySchema, request.query);
    return { items: await app.repos.media.list(q) };
  });
}
