import type { FastifyInstance } from 'fastify';
import { IdParamsSchema } from '../../../../contract/admin/admin-fields';
import { articlePath } from '../../../../contract/articles';
import { recordAudit } from '../../../audit/record-audit';
import { requiredVersion, staleVersion } from '../../../http/edit-version';
import { parseInput } from '../../../http/parse-input';
import { articleNotFound, findArticleOrThrow } from './find-article';

/** DELETE /api/admin/articles/{id} with `If-Match` — 204; its revisions go with it; 412 if saved since read. */
export function deleteArticleRoute(app: FastifyInstance): void {
  app.delete(
    '/api/admin/articles/:id',
    { config: { access: 'editor', changesContent: true } },
    async (request, reply) => {
      const { id } = parseInput(IdParamsSchema, request.params);
      // A missing article answers 404 rather than asking for a version it cannot have.
      const article = await app.adminRepos.articles.find(id);
      if (!article) throw articleNotFound();
      const outcome = await app.adminRepos.articles.remove(id, requiredVersion(request));
      if (outcome === 'not-found') throw articleNotFound();
      if (outcome === 'stale') throw staleVersion(await findArticleOrThrow(app, id));
      await recordAudit(app, request, {
        action: 'article.delete',
        item: { type: 'article', id, label: article.title },
        summary: articlePath(article.slug),
      });
      return reply.status(204).send();
    },
  );
}
