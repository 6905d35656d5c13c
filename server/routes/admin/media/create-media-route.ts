import type { FastifyInstance } from 'fastify';
import { MediaUploadFieldsSchema } from '../../../../contract/admin/admin-media';
import { mediaMessages } from '../../../../contract/media/media-rules';
import { ConnectionClosedError, connectionClosedSignal } from '../../../http/connection-closed';
import { HttpError } from '../../../http/http-error';
import { fieldErrors, invalidInput, unsafeTextField } from '../../../http/parse-input';
import { requireUser } from '../../../http/require-user';
import { recordAudit } from '../../../audit/record-audit';
import { mediaNotFound } from './media-not-found';
import { prepareMedia } from '../../../media/prepare-media';
import { readMediaForm } from './read-media-form';

/**
 * POST /api/admin/media — multipart `file` and `alt` → 201 the library item with its address and renditions;
 * 503 with Retry-After when the image queue is full. An upload either answers or leaves nothing stored: a
 * client gone before the store (it gave up, or the server's timeout closed the connection) stores nothing, and
 * one gone during it has its picture removed again, so retrying never makes a duplicate.
 */
export function createMediaRoute(app: FastifyInstance): void {
  app.post(
    '/api/admin/media',
    { config: { access: 'editor', changesContent: false, acceptsMultipart: true } },
    async (request, reply) => {
      const user = requireUser(request);
      if (!request.isMultipart()) throw new HttpError(400, 'Invalid input: file', { file: mediaMessages.noFile });
      const form = await readMediaForm(request);
      // Both fields are named at once when both are wrong, before the picture is read.
      const fields = MediaUploadFieldsSchema.safeParse(form.fields);
      const problems = { ...unsafeTextField(form.fields), ...(fields.success ? {} : fieldErrors(fields.error)) };
      if (!form.file) problems.file = mediaMessages.noFile;
      if (!fields.success || !form.file || Object.keys(problems).length > 0) throw invalidInput(problems);
      const { alt } = fields.data;
      const file = form.file;
      const closed = connectionClosedSignal(reply);
      const media = await app.imageQueue.run(() => prepareMedia(file, alt), closed);
      closed.throwIfAborted();
      const id = await app.repos.media.create(media, user.id);
      const item = await app.repos.media.find(id);
      if (closed.aborted) {
        await app.repos.media.remove(id);
        throw new ConnectionClosedError();
      }
      if (!item) throw mediaNotFound();
      await recordAudit(app, request, { action: 'media.upload', item: { type: 'media', id, label: item.name } });
      return reply.status(201).send(item);
    },
  );
}
