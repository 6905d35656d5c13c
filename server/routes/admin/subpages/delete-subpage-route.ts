import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../../audit/record-audit';
import { IdParamsSchema } from '../../../../contract/admin/admin-fields';
import { parseInput } from '../../../http/parse-input';
import { findSubpageOrThrow, subpageNotFound } from './find-subpage';
import { requiredVersion, staleVersion } from '../../../http/edit-version';

/** DELETE /api/admin/subpages/{id} with `If-Match` — 204; its revisions go with it; 412 if saved since read. */
export function deleteSubpageRoute(app: FastifyInstance): void {
  app.delete(
    '/api/admin/subpages/:id',
    { config: { access: 'editor', changesContent: true } },
    async (request, reply) => {
      const { id } = parseInput(IdParamsSchema, request.params);
      // A missing subpage answers 404 rather than asking for a version it cannot have.
      const subpage = await app.adminRepos.subpages.find(id);
      if (!subpage) throw subpageNotFound();
      const outcome = await app.adminRepos.subpages.remove(id, requiredVersion(request));
      if (outcome === 'not-found') throw subpageNotFound();
      if (outcome === 'stale') throw staleVersion(await findSubpageOrThrow(app, id));
      await recordAudit(app, request, {
        action: 'subpage.delete',
        item: { type: 'subpage', id, label: subpage.title },
        summary: subpage.fullPath,
      });
      return reply.status(204).send();
    },
  );
}
