import type { FastifyInstance } from 'fastify';
import { describeDocumentChanges } from '../../../audit/describe-changes';
import { recordAudit } from '../../../audit/record-audit';
import { IdParamsSchema } from '../../../../contract/admin/admin-fields';
import { PageUpdatePayloadSchema } from '../../../../contract/admin/admin-pages';
import { parseInput } from '../../../http/parse-input';
import { assertSlugAllowed, withSlugConflict } from '../slug-checks';
import { findPageOrThrow, pageNotFound } from './find-page';
import { requireUser } from '../../../http/require-user';
import { requiredVersion, sendVersioned, staleVersion } from '../../../http/edit-version';

/**
 * PUT /api/admin/pages/{id} with `If-Match` — replaces the page, keeping the previous version as a revision;
 * a save from an older version is merged with what was saved since (the answer's `merged`), or refused with
 * 412 naming what both changed. A new slug leaves redirects from the old addresses and moves links to them
 * (the answer's `rename`).
 */
export function updatePageRoute(app: FastifyInstance): void {
  app.put('/api/admin/pages/:id', { config: { access: 'editor', changesContent: true } }, async (request, reply) => {
    const user = requireUser(request);
    const { id } = parseInput(IdParamsSchema, request.params);
    const payload = parseInput(PageUpdatePayloadSchema, request.body);
    const currentSlug = await app.adminRepos.pages.findSlug(id);
    if (currentSlug === undefined) throw pageNotFound();
    // After the 404: a missing page has no version to send, so asking for one would only mislead.
    const expected = requiredVersion(request);
    assertSlugAllowed(payload.slug, 'page', currentSlug);
    const before = await app.adminRepos.pages.find(id);
    const outcome = await withSlugConflict(payload.slug, () =>
      app.adminRepos.pages.update(id, payload, user.id, expected),
    );
    if (outcome === 'not-found') throw pageNotFound();
    if (outcome === 'stale') throw staleVersion(await findPageOrThrow(app, id));
    if ('clashes' in outcome) throw staleVersion(await findPageOrThrow(app, id), outcome.clashes);
    const updated = sendVersioned(reply, await findPageOrThrow(app, id));
    await recordAudit(app, request, {
      // A draft save and a save that publishes are different acts to an auditor.
      action: payload.status === 'published' ? 'page.publish' : 'page.save-draft',
      item: { type: 'page', id, label: updated.title },
      summary: before ? describeDocumentChanges(before, updated) : '',
    });
    return {
      ...updated,
      ...(outcome.rename ? { rename: outcome.rename } : {}),
      ...(outcome.mergedWith ? { merged: outcome.mergedWith } : {}),
    };
  });
}
