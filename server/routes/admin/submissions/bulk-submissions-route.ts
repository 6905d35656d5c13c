import type { FastifyInstance } from 'fastify';
import type { SubmissionBulkAction, SubmissionPatchPayload } from '../../../../contract/admin/admin-submissions';
import { SubmissionBulkPayloadSchema } from '../../../../contract/admin/admin-submissions';
import { parseInput } from '../../../http/parse-input';
import { requireUser } from '../../../http/require-user';
import { recordAudit } from '../../../audit/record-audit';
import type { SubmissionKind } from './submission-kinds';

const patches: Record<Exclude<SubmissionBulkAction, 'delete'>, SubmissionPatchPayload> = {
  read: { status: 'read' },
  new: { status: 'new' },
  archived: { status: 'archived' },
  spam: { folder: 'spam' },
  inbox: { folder: 'inbox' },
};

/**
 * POST /api/admin/{contact|job}-submissions/bulk `{ids, action}` — one action on a selection of the inbox, in one
 * statement (all of them or none); answers `{changed}`, which leaves out rows someone deleted meanwhile.
 */
export function bulkSubmissionsRoute<T>(app: FastifyInstance, kind: SubmissionKind<T>): void {
  app.post(`${kind.path}/bulk`, { config: { access: 'editor', changesContent: false } }, async (request) => {
    const user = requireUser(request);
    const { ids, action } = parseInput(SubmissionBulkPayloadSchema, request.body);
    let changed: number;
    if (action === 'delete') {
      const removed = await kind.repo(app).removeMany(ids);
      // The résumé bytes go with their rows, in the same statement (on delete cascade).
      changed = removed.count;
    } else {
      changed = await kind.repo(app).updateMany(ids, patches[action], user.id);
    }
    await recordAudit(app, request, {
      action: 'submission.bulk',
      item: { type: kind.audit.type, id: null, label: `${changed} of ${ids.length} selected` },
      summary: `${action}: ids ${ids.join(', ')}`,
    });
    return { changed };
  });
}
