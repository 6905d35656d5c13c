import type { FastifyInstance } from 'fastify';
import { IdParamsSchema } from '../../../../contract/admin/admin-fields';
import { ArticleUpdatePayloadSchema } from '../../../../contract/admin/admin-articles';
import { describeDocumentChanges } from '../../../audit/describe-changes';
import { recordAudit } from '../../../audit/record-audit';
import { requiredVersion, sendVersioned, staleVersion } from '../../../http/edit-version';
import { parseInput } from '../../../http/parse-input';
import { requireUser } from '../../../http/require-user';
import { withSlugConflict } from '../slug-checks';
import { articleNotFound, assertArticleSlugAllowed, findArticleOrThrow } from './find-article';

/**
 * PUT /api/admin/articles/{id} with `If-Match` — as a page's save (update-page-route.ts): a draft of a live article
 * stays unseen until published, a stale save is merged or refused with its clashes, a new slug leaves a redirect.
 */
export function updateArticleRoute(app: FastifyInstance): void {
  app.put('/api/admin/articles/:id', { config: { access: 'editor', changesContent: true } }, async (request, reply) => {
    const user = requireUser(request);
    const { id } = parseInput(IdParamsSchema, request.params);
    const payload = parseInput(ArticleUpdatePayloadSchema, request.body);
    const before = await app.adminRepos.articles.find(id);
    if (!before) throw articleNotFound();
    const expected = requiredVersion(request);
    assertArticleSlugAllowed(payload.slug, before.slug);
    const outcome = await withSlugConflict(payload.slug, () =>
      app.adminRepos.articles.update(id, payload, user.id, expected),
    );
    if (outcome === 'not-found') throw articleNotFound();
    if (outcome === 'stale') throw staleVersion(await findArticleOrThrow(app, id));
    if ('clashes' in outcome) throw staleVersion(await findArticleOrThrow(app, id), outcome.clashes);
    const updated = sendVersioned(reply, await findArticleOrThrow(app, id));
    const metaChanged = before.kind !== updated.kind || before.authorIds.join() !== updated.authorIds.join();
    const changes = describeDocumentChanges(before, updated);
    await recordAudit(app, request, {
      action: 'article.update',
      item: { type: 'article', id, label: updated.title },
      summary: metaChanged ? `${changes}; kind or authors` : changes,
    });
    return {
      ...updated,
      ...(outcome.rename ? { rename: outcome.rename } : {}),
      ...(outcome.mergedWith ? { merged: outcome.mergedWith } : {}),
    };
  });
}
