import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../../audit/record-audit';
import { RevisionIdParamsSchema } from '../../../../contract/admin/admin-fields';
import { adminMessages } from '../../../../contract/admin/admin-messages';
import { HttpError } from '../../../http/http-error';
import { parseInput } from '../../../http/parse-input';
import { withSlugConflict } from '../slug-checks';
import type { RevisionTarget } from './revision-targets';
import { requireUser } from '../../../http/require-user';
import { requiredVersion, sendVersioned, staleVersion } from '../../../http/edit-version';

/**
 * POST /api/admin/{collection}/{id}/revisions/{revisionId}/restore — answers the restored entity.
 * The current version is kept as a revision first, so a restore can itself be undone. It names the version it
 * replaces in `If-Match`, like any save (412 if someone saved since). A restored slug
 * skips the reserved-slug rule (it was this entity's slug before) but must still be free.
 */
export function restoreRevisionRoute(app: FastifyInstance, target: RevisionTarget): void {
  app.post(
    `/api/admin/${target.collection}/:id/revisions/:revisionId/restore`,
    { config: { access: 'editor', changesContent: true } },
    async (request, reply) => {
      const user = requireUser(request);
      const key = target.key(request.params);
      const { revisionId } = parseInput(RevisionIdParamsSchema, request.params);
      // A missing entity answers 404 rather than asking for a version it cannot have.
      if (!(await target.read(app, key))) throw target.notFound();
      const expected = requiredVersion(request);
      const outcome = await withSlugConflict(null, () => target.restore(app, key, revisionId, user.id, expected));
      if (outcome === 'revision-not-found') throw new HttpError(404, adminMessages.revisionNotFound);
      const current = outcome === 'not-found' ? undefined : await target.read(app, key);
      if (!current) throw target.notFound();
      if (outcome === 'stale') throw staleVersion(current);
      await recordAudit(app, request, {
        action: target.audit.action,
        item: { type: target.audit.itemType, id: key, label: 'title' in current ? String(current.title) : key },
        summary: `Restored revision ${revisionId}`,
      });
      return sendVersioned(reply, current);
    },
  );
}
