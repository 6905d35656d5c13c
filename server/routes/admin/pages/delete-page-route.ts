import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../../audit/record-audit';
import { IdParamsSchema } from '../../../../contract/admin/admin-fields';
import { adminMessages } from '../../../../contract/admin/admin-messages';
import { DeletePageQuerySchema } from '../../../../contract/admin/admin-pages';
import { HttpError } from '../../../http/http-error';
import { parseInput } from '../../../http/parse-input';
import { findPageOrThrow, pageNotFound } from './find-page';
import { requiredVersion, staleVersion } from '../../../http/edit-version';
import { plural } from '../../../../contract/plural';

/**
 * DELETE /api/admin/pages/{id}[?cascade=true] with `If-Match` — a page with subpages goes only with
 * `cascade`, and them with it; 412 when it was saved since the deleter read it.
 */
export function deletePageRoute(app: FastifyInstance): void {
  app.delete('/api/admin/pages/:id', { config: { access: 'editor', changesContent: true } }, async (request, reply) => {
    const { id } = parseInput(IdParamsSchema, request.params);
    const { cascade } = parseInput(DeletePageQuerySchema, request.query);
    // A missing page answers 404 rather than asking for a version it cannot have.
    const page = await app.adminRepos.pages.find(id);
    if (page === undefined) throw pageNotFound();
    const expected = requiredVersion(request);
    const outcome = await app.adminRepos.pages.remove(id, cascade === 'true', expected);
    if (!outcome.deleted && outcome.reason === 'not-found') throw pageNotFound();
    if (!outcome.deleted && outcome.reason === 'stale') throw staleVersion(await findPageOrThrow(app, id));
    if (!outcome.deleted) {
      throw new HttpError(409, adminMessages.pageHasSubpages(outcome.subpages), undefined, {
        subpageCount: outcome.subpages,
      });
    }
    await recordAudit(app, request, {
      action: 'page.delete',
      item: { type: 'page', id, label: page.title },
      summary:
        page.subpageCount > 0 ? `/${page.slug} and its ${plural(page.subpageCount, 'subpage')}` : `/${page.slug}`,
    });
    return reply.status(204).send();
  });
}
