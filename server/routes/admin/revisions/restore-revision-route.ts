import type { FastifyInstance } from 'fastify';
import { RevisionIdParamsSchema } from '../../../../contract/admin/admin-fields';
import { adminMessages } from '../../../../contract/admin/admin-messages';
import { HttpError } from '../../../http/http-error';
import { parseInput } from '../../../http/parse-input';
import { withSlugConflict } from '../slug-checks';
import type { RevisionTarget } from './revision-targets';
import { requireUser } from '../../../http/require-user';

/**
 * POST /api/admin/{collection}/{id}/revisions/{revisionId}/restore — answers the restored entity.
 * The current version is kept as a revision first, so a restore can itself be undone. A restored slug
 * skips the reserved-slug rule (it was this entity's slug before) but must still be free.
 */
export function restoreRevisionRoute(app: FastifyInstance, target: RevisionTarget): void {
  app.post(
    `/api/admin/${target.collection}/:id/revisions/:revisionId/restore`,
    { config: { access: 'editor' } },
    async (request) => {
      const user = requireUser(request);
      const key = target.key(request.params);
      const { revisionId } = parseInput(RevisionIdParamsSchema, request.params);
      const outcome = await withSlugConflict(null, () => target.restore(app, key, revisionId, user.id));
      if (outcome === 'not-found') throw target.notFound();
      if (outcome === 'revision-not-found') throw new HttpError(404, adminMessages.revisionNotFound);
      return target.read(app, key);
    },
  );
}
