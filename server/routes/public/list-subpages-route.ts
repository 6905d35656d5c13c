import type { FastifyInstance } from 'fastify';
import type { ContentChange } from '../../http/content-change';
import { keptList } from './kept-list';

/**
 * GET /api/public/subpages/all — every published subpage of a published page, with its full path
 * (`?page=&pageSize=` for one page of them). Returns what drops the kept list on a content change.
 */
export function listSubpagesRoute(app: FastifyInstance): (change: ContentChange) => void {
  const list = keptList('/api/public/subpages/all', () => app.repos.subpages.listPublished());
  app.get('/api/public/subpages/all', list.answer);
  return list.invalidate;
}
