import type { FastifyInstance } from 'fastify';
import { describeDocumentChanges } from '../../../audit/describe-changes';
import { recordAudit } from '../../../audit/record-audit';
import { IdParamsSchema } from '../../../../contract/admin/admin-fields';
import { SubpageUpdatePayloadSchema } from '../../../../contract/admin/admin-pages';
import { parseInput } from '../../../http/parse-input';
import { assertSlugAllowed, withSlugConflict } from '../slug-checks';
import { findSubpageOrThrow, subpageNotFound } from './find-subpage';
import { requireUser } from '../../../http/require-user';
import { requiredVersion, sendVersioned, staleVersion } from '../../../http/edit-version';

/**
 * PUT /api/admin/subpages/{id} with `If-Match` — replaces the subpage, keeping the previous version as a
 * revision; a save from an older version is merged with what was saved since (the answer's `merged`), or
 * refused with 412 naming what both changed. A new slug leaves redirects from the old addresses and moves links
 * to them (the answer's `rename`).
 */
export function updateSubpageRoute(app: FastifyInstance): void {
  app.put('/api/admin/subpages/:id', { config: { access: 'editor', changesContent: true } }, async (request, reply) => {
    const user = requireUser(request);
    const { id } = parseInput(IdParamsSchema, request.params);
    const payload = parseInput(SubpageUpdatePayloadSchema, request.body);
    const current = await app.adminRepos.subpages.findSlug(id);
    if (!current) throw subpageNotFound();
    // After the 404: a missing subpage has no version to send, so asking for one would only mislead.
    const expected = requiredVersion(request);
    assertSlugAllowed(payload.slug, 'subpage', current.slug);
    const before = await app.adminRepos.subpages.find(id);
    const outcome = await withSlugConflict(payload.slug, () =>
      app.adminRepos.subpages.update(id, payload, user.id, expected),
    );
    if (outcome === 'not-found') throw subpageNotFound();
    if (outcome === 'stale') throw staleVersion(await findSubpageOrThrow(app, id));
    if ('clashes' in outcome) throw staleVersion(await findSubpageOrThrow(app, id), outcome.clashes);
    const updated = sendVersioned(reply, await findSubpageOrThrow(app, id));
    await recordAudit(app, request, {
      // A draft save and a save that publishes are different acts to an auditor.
      action: payload.status === 'published' ? 'subpage.publish' : 'subpage.save-draft',
      item: { type: 'subpage', id, label: updated.title },
      summary: before ? describeDocumentChanges(before, updated) : '',
    });
    return {
      ...updated,
      ...(outcome.rename ? { rename: outcome.rename } : {}),
      ...(outcome.mergedWith ? { merged: outcome.mergedWith } : {}),
    };
  });
}
