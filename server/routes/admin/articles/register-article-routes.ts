import type { FastifyInstance } from 'fastify';
import { createArticleRoute } from './create-article-route';
import { deleteArticleRoute } from './delete-article-route';
import { getArticleRoute } from './get-article-route';
import { listArticlesRoute } from './list-articles-route';
import { updateArticleRoute } from './update-article-route';
import { createPersonRoute } from '../people/create-person-route';
import { deletePersonRoute } from '../people/delete-person-route';
import { getPersonRoute } from '../people/get-person-route';
import { listPeopleRoute } from '../people/list-people-route';
import { updatePersonRoute } from '../people/update-person-route';

/**
 * Insights (issue 30): articles and people. Publish, unpublish, schedule, previews and revisions of articles are
 * the pages' own routes (publication-targets.ts, revision-targets.ts), which list articles as one more target.
 */
export function registerArticleRoutes(admin: FastifyInstance): void {
  listArticlesRoute(admin);
  createArticleRoute(admin);
  getArticleRoute(admin);
  updateArticleRoute(admin);
  deleteArticleRoute(admin);
  listPeopleRoute(admin);
  createPersonRoute(admin);
  getPersonRoute(admin);
  updatePersonRoute(admin);
  deletePersonRoute(admin);
}
