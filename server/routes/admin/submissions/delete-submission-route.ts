import type { FastifyInstance } from 'fastify';
import { IdParamsSchema } from '../../../../contract/admin/admin-fields';
import { HttpError } from '../../../http/http-error';
import { parseInput } from '../../../http/parse-input';
import { recordAudit } from '../../../audit/record-audit';
import type { SubmissionKind } from './submission-kinds';
import { auditItem } from './submission-kinds';

/** DELETE /api/admin/{contact|job}-submissions/{id} — 204; an application's résumé goes with its row (cascade). */
export function deleteSubmissionRoute<T>(app: FastifyInstance, kind: SubmissionKind<T>): void {
  app.delete(`${kind.path}/:id`, { config: { access: 'editor', changesContent: false } }, async (request, reply) => {
    const { id } = parseInput(IdParamsSchema, request.params);
    const removed = await kind.repo(app).remove(id);
    if (!removed) throw new HttpError(404, kind.notFound);
    await recordAudit(app, request, { action: 'submission.delete', item: auditItem(kind, id) });
    return reply.status(204).send();
  });
}
