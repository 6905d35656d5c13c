import type { FastifyInstance } from 'fastify';
import type { ContentChange } from '../../http/content-change';
import { keptList } from './kept-list';

/**
 * GET /api/public/pages — every published page as `{id, title, description, slug}` (`?page=&pageSize=` for one
 * page of them). Returns what drops the kept list on a content change.
 */
export function listPagesRoute(app: FastifyInstance): (change: ContentChange) => void {
  const list = keptList('/api/public/pages', () => app.repos.pages.listPublished());
  app.get('/api/public/pages', list.answer);
  return list.invalidate;
}
