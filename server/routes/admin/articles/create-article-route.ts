import type { FastifyInstance } from 'fastify';
import { ArticleCreatePayloadSchema } from '../../../../contract/admin/admin-articles';
import { articlePath } from '../../../../contract/articles';
import { recordAudit } from '../../../audit/record-audit';
import { parseInput } from '../../../http/parse-input';
import { requireUser } from '../../../http/require-user';
import { withSlugConflict } from '../slug-checks';
import { assertArticleSlugAllowed, findArticleOrThrow } from './find-article';

/** POST /api/admin/articles — 201 with the new article; a taken slug is 409. */
export function createArticleRoute(app: FastifyInstance): void {
  app.post('/api/admin/articles', { config: { access: 'editor', changesContent: true } }, async (request, reply) => {
    const user = requireUser(request);
    const payload = parseInput(ArticleCreatePayloadSchema, request.body);
    assertArticleSlugAllowed(payload.slug);
    const id = await withSlugConflict(payload.slug, () => app.adminRepos.articles.create(payload, user.id));
    const article = await findArticleOrThrow(app, id);
    await recordAudit(app, request, {
      action: 'article.create',
      item: { type: 'article', id, label: article.title },
      summary: `${articlePath(article.slug)}, ${article.status}`,
    });
    return reply.status(201).send(article);
  });
}
