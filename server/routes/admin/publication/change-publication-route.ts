import { recordAudit } from '../../../audit/record-audit';
import type { FastifyInstance } from 'fastify';
import type { AuditAction } from '../../../../contract/admin/audit-log';
import { requiredVersion, sendVersioned, staleVersion } from '../../../http/edit-version';
import { requireUser } from '../../../http/require-user';
import { withSlugConflict } from '../slug-checks';
import type { PublicationAction, PublicationTarget } from './publication-targets';
import { versionedItem } from './publication-targets';

/**
 * POST /api/admin/{pages|subpages|global-components}/{id}/publish and (not for components) …/unpublish with
 * `If-Match`. Publish puts the working copy (the draft, if any) live, renaming the public address if a page's slug
 * changed; unpublish takes the page off the public site, keeping the working copy as a draft. Either keeps a
 * revision, ends a schedule and is a new version.
 */
export function changePublicationRoute(
  app: FastifyInstance,
  target: PublicationTarget,
  action: PublicationAction,
  auditAction: AuditAction,
): void {
  app.post(
    `/api/admin/${target.collection}/:id/${action}`,
    { config: { access: 'editor', changesContent: true } },
    async (request, reply) => {
      const user = requireUser(request);
      const key = target.key(request.params);
      const item = await versionedItem(app, target, key);
      const expected = requiredVersion(request);
      // The draft's slug meets the unique index only now, so a slug taken meanwhile is a 409 here.
      const slug = 'slug' in item ? item.slug : null;
      const outcome = await withSlugConflict(slug, () => target.change(app, key, action, user.id, expected));
      if (outcome === 'not-found') throw target.notFound();
      if (outcome === 'stale') throw staleVersion(await versionedItem(app, target, key));
      const updated = sendVersioned(reply, await versionedItem(app, target, key));
      const moved = outcome.rename && 'slug' in updated ? `Address moved to ${updated.slug}` : '';
      await recordAudit(app, request, {
        action: auditAction,
        item: { type: target.itemType, id: key, label: target.label(updated) },
        summary: moved,
      });
      return outcome.rename ? { ...updated, rename: outcome.rename } : updated;
    },
  );
}
