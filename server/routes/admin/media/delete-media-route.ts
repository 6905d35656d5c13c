import type { FastifyInstance } from 'fastify';
import { IdParamsSchema } from '../../../../contract/admin/admin-fields';
import { mediaMessages } from '../../../../contract/media/media-rules';
import { HttpError } from '../../../http/http-error';
import { recordAudit } from '../../../audit/record-audit';
import { parseInput } from '../../../http/parse-input';
import { mediaNotFound } from './media-not-found';

/** DELETE /api/admin/media/{id} — 204; 409 `{error, usedOn}` while a page, subpage, article, person or global component shows it. */
export function deleteMediaRoute(app: FastifyInstance): void {
  app.delete(
    '/api/admin/media/:id',
    { config: { access: 'editor', changesContent: false } },
    async (request, reply) => {
      const { id } = parseInput(IdParamsSchema, request.params);
      const usedOn = await app.repos.media.usage(id);
      if (usedOn.length > 0) throw new HttpError(409, mediaMessages.inUse, undefined, { usedOn });
      const item = await app.repos.media.find(id);
      if (!(await app.repos.media.remove(id))) throw mediaNotFound();
      await recordAudit(app, request, {
        action: 'media.delete',
        item: { type: 'media', id, label: item?.name ?? `Media ${id}` },
      });
      return reply.status(204).send();
    },
  );
}
