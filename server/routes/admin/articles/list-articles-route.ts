import type { FastifyInstance } from 'fastify';
import { ArticleListQuerySchema } from '../../../../contract/admin/admin-articles';
import { parseInput } from '../../../http/parse-input';

/** GET /api/admin/articles?q=&status=&kind=&authorId=&page=&pageSize= — drafts included, newest change first. */
export function listArticlesRoute(app: FastifyInstance): void {
  app.get('/api/admin/articles', { config: { access: 'reader' } }, async (request) => {
    return app.adminRepos.articles.list(parseInput(ArticleListQuerySchema, request.query));
  });
}
