import { recordAudit } from '../../../audit/record-audit';
import type { FastifyInstance } from 'fastify';
import { IdParamsSchema } from '../../../../contract/admin/admin-fields';
import { requiredVersion, sendVersioned, staleVersion } from '../../../http/edit-version';
import { parseInput } from '../../../http/parse-input';
import { requireUser } from '../../../http/require-user';
import { withSlugConflict } from '../slug-checks';
import type { PublicationTarget } from './publication-targets';
import { versionedItem } from './publication-targets';

/**
 * POST /api/admin/{pages|subpages}/{id}/publish and …/unpublish with `If-Match`. Publish puts the working copy
 * (the draft, if any) live, renaming the public address if its slug changed; unpublish takes the page off the
 * public site, keeping the working copy as a draft. Either keeps a revision, ends a schedule and is a new version.
 */
export function changePublicationRoute(
  app: FastifyInstance,
  target: PublicationTarget,
  action: 'publish' | 'unpublish',
): void {
  app.post(
    `/api/admin/${target.collection}/:id/${action}`,
    { config: { access: 'editor', changesContent: true } },
    async (request, reply) => {
      const user = requireUser(request);
      const { id } = parseInput(IdParamsSchema, request.params);
      const item = await versionedItem(app, target, id);
      const expected = requiredVersion(request);
      // The draft's slug meets the unique index only now, so a slug taken meanwhile is a 409 here.
      const outcome = await withSlugConflict(item.slug, () => target.change(app, id, action, user.id, expected));
      if (outcome === 'not-found') throw target.notFound();
      if (outcome === 'stale') throw staleVersion(await target.readOrThrow(app, id));
      const updated = sendVersioned(reply, await target.readOrThrow(app, id));
      await recordAudit(app, request, {
        action: `${target.entityType}.${action}`,
        item: { type: target.entityType, id, label: updated.title },
        summary: outcome.rename ? `Address moved to ${updated.slug}` : '',
      });
      return outcome.rename ? { ...updated, rename: outcome.rename } : updated;
    },
  );
}
