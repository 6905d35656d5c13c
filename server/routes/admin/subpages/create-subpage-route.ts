import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../../audit/record-audit';
import { PageIdParamsSchema } from '../../../../contract/admin/admin-fields';
import { SubpageCreatePayloadSchema } from '../../../../contract/admin/admin-pages';
import { parseInput } from '../../../http/parse-input';
import { pageNotFound } from '../pages/find-page';
import { assertSlugAllowed, withSlugConflict } from '../slug-checks';
import { findSubpageOrThrow } from './find-subpage';
import { requireUser } from '../../../http/require-user';

/** POST /api/admin/pages/{pageId}/subpages — slugs are unique under one page. */
export function createSubpageRoute(app: FastifyInstance): void {
  app.post(
    '/api/admin/pages/:pageId/subpages',
    { config: { access: 'editor', changesContent: true } },
    async (request, reply) => {
      const user = requireUser(request);
      const { pageId } = parseInput(PageIdParamsSchema, request.params);
      const payload = parseInput(SubpageCreatePayloadSchema, request.body);
      if ((await app.adminRepos.pages.findSlug(pageId)) === undefined) throw pageNotFound();
      assertSlugAllowed(payload.slug, 'subpage');
      const id = await withSlugConflict(payload.slug, () => app.adminRepos.subpages.create(pageId, payload, user.id));
      const subpage = await findSubpageOrThrow(app, id);
      await recordAudit(app, request, {
        action: 'subpage.create',
        item: { type: 'subpage', id, label: subpage.title },
        summary: `${subpage.fullPath}, ${subpage.status}`,
      });
      return reply.status(201).send(subpage);
    },
  );
}
