import type { FastifyInstance } from 'fastify';
import { PublicArticleQuerySchema } from '../../../contract/articles';
import { parseInput } from '../../http/parse-input';

/** GET /api/public/articles?kind=&topic=&page=&pageSize= — published only, newest first, `{items, total, page, pageSize}`. */
export function listArticlesRoute(app: FastifyInstance): void {
  app.get('/api/public/articles', async (request) =>
    app.repos.articles.list(parseInput(PublicArticleQuerySchema, request.query)),
  );
}
