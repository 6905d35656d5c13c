import type { FastifyInstance } from 'fastify';
import { IdParamsSchema } from '../../../../contract/admin/admin-fields';
import { SubpageUpdatePayloadSchema } from '../../../../contract/admin/admin-pages';
import { parseInput } from '../../../http/parse-input';
import { assertSlugAllowed, withSlugConflict } from '../slug-checks';
import { findSubpageOrThrow, subpageNotFound } from './find-subpage';
import { parsePagePayload } from '../parse-page-payload';
import { requireUser } from '../../../http/require-user';

/** PUT /api/admin/subpages/{id} — replaces the subpage, keeping the previous version as a revision;
 * a new slug leaves redirects from the old addresses and moves links to them (the answer's `rename`). */
export function updateSubpageRoute(app: FastifyInstance): void {
  app.put('/api/admin/subpages/:id', { config: { access: 'editor' } }, async (request) => {
    const user = requireUser(request);
    const { id } = parseInput(IdParamsSchema, request.params);
    const payload = parsePagePayload(SubpageUpdatePayloadSchema, request.body);
    const current = await app.adminRepos.subpages.findSlug(id);
    if (!current) throw subpageNotFound();
    assertSlugAllowed(payload.slug, 'subpage', current.slug);
    const saved = await withSlugConflict(payload.slug, () => app.adminRepos.subpages.update(id, payload, user.id));
    if (!saved) throw subpageNotFound();
    return findSubpageOrThrow(app, id);
  });
}
