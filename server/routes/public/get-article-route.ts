import type { FastifyInstance } from 'fastify';
import { articlePath } from '../../../contract/articles';
import { HttpError } from '../../http/http-error';
import { movedAddress } from './moved-address';

const slugPattern = /^[a-z0-9-]+$/;
const articleNotFound = () => new HttpError(404, 'Article not found');

/** GET /api/public/articles/{slug} — a published article with its authors, related services and related articles. */
export function getArticleRoute(app: FastifyInstance): void {
  app.get<{ Params: { slug: string } }>('/api/public/articles/:slug', async (request, reply) => {
    const { slug } = request.params;
    if (!slugPattern.test(slug)) throw articleNotFound();
    const article = await app.repos.articles.findPublishedBySlug(slug);
    if (article) return article;
    const moved = await movedAddress(app, reply, articlePath(slug));
    if (moved) return moved;
    throw articleNotFound();
  });
}
