import type { FastifyInstance } from 'fastify';
import type { AdminArticle } from '../../../../contract/admin/admin-articles';
import { HttpError } from '../../../http/http-error';

export const articleNotFound = () => new HttpError(404, 'Article not found');

export async function findArticleOrThrow(app: FastifyInstance, id: number): Promise<AdminArticle> {
  const article = await app.adminRepos.articles.find(id);
  if (!article) throw articleNotFound();
  return article;
}

/** `/insights/topics/…` and `/insights/feed.xml` are the listing's own addresses, so no article takes those slugs. */
const reservedArticleSlugs = new Set(['topics', 'feed', 'page']);

export function assertArticleSlugAllowed(slug: string, currentSlug?: string): void {
  if (slug === currentSlug || !reservedArticleSlugs.has(slug)) return;
  const message = `“${slug}” is kept for the Insights listing’s own addresses`;
  throw new HttpError(400, 'Invalid input: slug', { slug: message });
}
