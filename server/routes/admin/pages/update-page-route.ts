import type { FastifyInstance } from 'fastify';
import { IdParamsSchema } from '../../../../contract/admin/admin-fields';
import { PageUpdatePayloadSchema } from '../../../../contract/admin/admin-pages';
import { parseInput } from '../../../http/parse-input';
import { assertSlugAllowed, withSlugConflict } from '../slug-checks';
import { findPageOrThrow, pageNotFound } from './find-page';
import { parsePagePayload } from '../parse-page-payload';
import { requireUser } from '../../../http/require-user';

/** PUT /api/admin/pages/{id} — replaces the page, keeping the previous version as a revision;
 * a new slug leaves redirects from the old addresses and moves links to them (the answer's `rename`). */
export function updatePageRoute(app: FastifyInstance): void {
  app.put('/api/admin/pages/:id', { config: { access: 'editor' } }, async (request) => {
    const user = requireUser(request);
    const { id } = parseInput(IdParamsSchema, request.params);
    const payload = parsePagePayload(PageUpdatePayloadSchema, request.body);
    const currentSlug = await app.adminRepos.pages.findSlug(id);
    if (currentSlug === undefined) throw pageNotFound();
    assertSlugAllowed(payload.slug, 'page', currentSlug);
    const saved = await withSlugConflict(payload.slug, () => app.adminRepos.pages.update(id, payload, user.id));
    if (!saved.saved) throw pageNotFound();
    const updated = await findPageOrThrow(app, id);
    return saved.rename ? { ...updated, rename: saved.rename } : updated;
  });
}
