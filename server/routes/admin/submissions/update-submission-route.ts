import type { FastifyInstance } from 'fastify';
import { IdParamsSchema } from '../../../../contract/admin/admin-fields';
import { SubmissionPatchPayloadSchema } from '../../../../contract/admin/admin-submissions';
import { HttpError } from '../../../http/http-error';
import { parseInput } from '../../../http/parse-input';
import { recordAudit } from '../../../audit/record-audit';
import type { SubmissionKind } from './submission-kinds';
import { auditItem } from './submission-kinds';
import { requireUser } from '../../../http/require-user';

/**
 * PATCH /api/admin/{contact|job}-submissions/{id} `{status?, folder?}` — records who changed it and
 * when; `{folder: 'inbox'}` is "Not spam".
 */
export function updateSubmissionRoute<T>(app: FastifyInstance, kind: SubmissionKind<T>): void {
  app.patch(`${kind.path}/:id`, { config: { access: 'editor', changesContent: false } }, async (request) => {
    const user = requireUser(request);
    const { id } = parseInput(IdParamsSchema, request.params);
    const patch = parseInput(SubmissionPatchPayloadSchema, request.body);
    const updated = await kind.repo(app).update(id, patch, user.id);
    if (!updated) throw new HttpError(404, kind.notFound);
    const summary = [patch.status && `status: ${patch.status}`, patch.folder && `folder: ${patch.folder}`];
    await recordAudit(app, request, {
      action: 'submission.update',
      item: auditItem(kind, id),
      summary: summary.filter(Boolean).join('; '),
    });
    return updated;
  });
}
