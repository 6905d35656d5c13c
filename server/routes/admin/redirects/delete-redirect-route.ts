import type { FastifyInstance } from 'fastify';
import { IdParamsSchema } from '../../../../contract/admin/admin-fields';
import { adminMessages } from '../../../../contract/admin/admin-messages';
import { HttpError } from '../../../http/http-error';
import { recordAudit } from '../../../audit/record-audit';
import { parseInput } from '../../../http/parse-input';

/** DELETE /api/admin/redirects/{id} — 204; the old address then answers not-found. */
export function deleteRedirectRoute(app: FastifyInstance): void {
  app.delete(
    '/api/admin/redirects/:id',
    { config: { access: 'editor', changesContent: true } },
    async (request, reply) => {
      const { id } = parseInput(IdParamsSchema, request.params);
      const redirect = await app.adminRepos.redirects.find(id);
      if (!(await app.adminRepos.redirects.remove(id))) throw new HttpError(404, adminMessages.redirectNotFound);
      await recordAudit(app, request, {
        action: 'redirect.delete',
        item: { type: 'redirect', id, label: redirect?.source ?? `Redirect ${id}` },
        summary: redirect ? `${redirect.source} → ${redirect.target}` : '',
      });
      return reply.status(204).send();
    },
  );
}
