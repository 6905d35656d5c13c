import type { FastifyInstance } from 'fastify';
import { submissionListQuerySchema } from '../../../../contract/admin/admin-submissions';
import { parseInput } from '../../../http/parse-input';
import type { SubmissionKind } from './submission-kinds';

/**
 * GET /api/admin/{contact|job}-submissions?q=&status=&folder=&from=&to=&cursor=&page=&pageSize= — newest first,
 * the inbox unless `folder=spam`, with how many of the filter each folder holds. `cursor` is an answer's
 * `nextCursor` or `prevCursor`; `page` still works for older clients.
 */
export function listSubmissionsRoute<T>(app: FastifyInstance, kind: SubmissionKind<T>): void {
  const querySchema = submissionListQuerySchema(kind.cursorList);
  app.get(kind.path, { config: { access: 'submissions' } }, async (request) => {
    return kind.repo(app).list(parseInput(querySchema, request.query));
  });
}
