import type { FastifyInstance } from 'fastify';
import type { MediaItem } from '../../../../contract/admin/admin-media';
import { MediaUpdatePayloadSchema } from '../../../../contract/admin/admin-media';
import { IdParamsSchema } from '../../../../contract/admin/admin-fields';
import { connectionClosedSignal } from '../../../http/connection-closed';
import { parseInput } from '../../../http/parse-input';
import { requireUser } from '../../../http/require-user';
import { recordAudit } from '../../../audit/record-audit';
import { mediaNotFound } from './media-not-found';
import { prepareMedia } from '../../../media/prepare-media';
import { readMediaForm } from './read-media-form';
import { changeSummary } from './media-change-summary';

/**
 * PUT /api/admin/media/{id} — JSON `{alt, focus?}` changes the text alternative and the focal point; multipart with
 * `file` (and `alt`) replaces the picture under the same id: the file it replaces is kept as a revision, the new
 * one gets a new address and the content that showed it follows. The new file goes through the image queue like
 * an upload (503 with Retry-After when it is full).
 */
export function updateMediaRoute(app: FastifyInstance): void {
  app.put(
    '/api/admin/media/:id',
    { config: { access: 'editor', changesContent: true, acceptsMultipart: true } },
    async (request, reply): Promise<MediaItem> => {
      const user = requireUser(request);
      const { id } = parseInput(IdParamsSchema, request.params);
      const current = await app.repos.media.find(id);
      if (!current) throw mediaNotFound();
      if (request.isMultipart()) {
        const form = await readMediaForm(request);
        const { alt } = parseInput(MediaUpdatePayloadSchema, { alt: current.alt, ...form.fields });
        const file = form.file;
        if (file) {
          const closed = connectionClosedSignal(reply);
          const media = await app.imageQueue.run(() => prepareMedia(file, alt), closed);
          // Like an upload: a client that left (or that the server's timeout cut off) changes nothing.
          closed.throwIfAborted();
          if (!(await app.repos.media.replaceFile(id, media, user.id))) throw mediaNotFound();
          const item = await app.repos.media.find(id);
          if (!item) throw mediaNotFound();
          await recordAudit(app, request, {
            action: 'media.replace',
            item: { type: 'media', id, label: item.name },
            summary: `Replaced ${current.name} with ${item.name}; the earlier file is kept as a revision`,
          });
          return item;
        }
        await app.repos.media.update(id, { alt }, user.id);
      } else {
        await app.repos.media.update(id, parseInput(MediaUpdatePayloadSchema, request.body), user.id);
      }
      const item = await app.repos.media.find(id);
      if (!item) throw mediaNotFound();
      await recordAudit(app, request, {
        action: 'media.update',
        item: { type: 'media', id, label: item.name },
        summary: changeSummary(current, item),
      });
      return item;
    },
  );
}
