import type { FastifyInstance } from 'fastify';
import { MediaUploadFieldsSchema } from '../../../../contract/admin/admin-media';
import { mediaMessages } from '../../../../contract/media/media-rules';
import { HttpError } from '../../../http/http-error';
import { fieldErrors } from '../../../http/parse-input';
import { requireUser } from '../../../http/require-user';
import { recordAudit } from '../../../audit/record-audit';
import { mediaNotFound } from './media-not-found';
import { prepareMedia } from '../../../media/prepare-media';
import { readMediaForm } from './read-media-form';

/** POST /api/admin/media — multipart `file` and `alt` → 201 the library item with its address and renditions. */
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
      const problems = { ...(fields.success ? {} : fieldErrors(fields.error)) };
      if (!form.file) problems.file = mediaMessages.noFile;
      if (!fields.success || !form.file) {
        throw new HttpError(400, `Invalid input: ${Object.keys(problems).join(', ')}`, problems);
      }
      const { alt } = fields.data;
      const id = await app.repos.media.create(await prepareMedia(form.file, alt), user.id);
      const item = await app.repos.media.find(id);
      if (!item) throw mediaNotFound();
      await recordAudit(app, request, { action: 'media.upload', item: { type: 'media', id, label: item.name } });
      return reply.status(201).send(item);
    },
  );
}
