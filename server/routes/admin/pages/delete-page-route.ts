import type { FastifyInstance } from 'fastify';
import { IdParamsSchema } from '../../../../contract/admin/admin-fields';
import { adminMessages } from '../../../../contract/admin/admin-messages';
import { DeletePageQuerySchema } from '../../../../contract/admin/admin-pages';
import { HttpError } from '../../../http/http-error';
import { parseInput } from '../../../http/parse-input';
import { pageNotFound } from './find-page';

/** DELETE /api/admin/pages/{id}[?cascade=true] — a page with subpages goes only with `cascade`, and them with it. */
export function deletePageRoute(app: FastifyInstance): void {
  app.delete('/api/admin/pages/:id', { config: { access: 'editor' } }, async (request, reply) => {
    const { id } = parseInput(IdParamsSchema, request.params);
    const { cascade } = parseInput(DeletePageQuerySchema, request.query);
    const outcome = await app.adminRepos.pages.remove(id, cascade === 'true');
    if (!outcome.deleted && outcome.reason === 'not-found') throw pageNotFound();
    if (!outcome.deleted) {
      throw new HttpError(409, adminMessages.pageHasSubpages(outcome.subpages), undefined, {
        subpageCount: outcome.subpages,
      });
    }
    return reply.status(204).send();
  });
}
