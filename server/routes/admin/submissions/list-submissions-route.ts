import type { FastifyInstance } from 'fastify';
import { SubmissionListQuerySchema } from '../../../../contract/admin/admin-submissions';
import { parseInput } from '../../../http/parse-input';
import type { SubmissionKind } from './submission-kinds';

/**
 * GET /api/admin/{contact|job}-submissions?q=&status=&folder=&from=&to=&page=&pageSize= — newest first,
 * the inbox unless `folder=spam`, with how many of the filter each folder holds.
 */
export function listSubmissionsRoute<T>(app: FastifyInstance, kind: SubmissionKind<T>): void {
  app.get(kind.path, { config: { access: 'submissions' } }, async (request) => {
    return kind.repo(app).list(parseInput(SubmissionListQuerySchema, request.query));
  });
}
