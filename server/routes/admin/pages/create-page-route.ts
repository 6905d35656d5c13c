import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../../audit/record-audit';
import { PageCreatePayloadSchema } from '../../../../contract/admin/admin-pages';
import { assertSlugAllowed, withSlugConflict } from '../slug-checks';
import { findPageOrThrow } from './find-page';
import { parseInput } from '../../../http/parse-input';
import { requireUser } from '../../../http/require-user';

/** POST /api/admin/pages — 201 with the new page; a reserved slug is 400, a taken one 409. */
export function createPageRoute(app: FastifyInstance): void {
  app.post('/api/admin/pages', { config: { access: 'editor', changesContent: true } }, async (request, reply) => {
    const user = requireUser(request);
    const payload = parseInput(PageCreatePayloadSchema, request.body);
    assertSlugAllowed(payload.slug, 'page');
    const id = await withSlugConflict(payload.slug, () => app.adminRepos.pages.create(payload, user.id));
    const page = await findPageOrThrow(app, id);
    await recordAudit(app, request, {
      action: 'page.create',
      item: { type: 'page', id, label: page.title },
      summary: `/${page.slug}, ${page.status}`,
    });
    return reply.status(201).send(page);
  });
}
