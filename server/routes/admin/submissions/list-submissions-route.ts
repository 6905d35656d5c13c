import type { FastifyInstance } from 'fastify';
import { SubmissionListQuerySchema } from '../../../../contract/admin/admin-submissions';
import { parseInput } from '../../../http/parse-input';
import { requireSubmissionsReader } from '../require-role';
import type { SubmissionKind } from './submission-kinds';

/** GET /api/admin/{contact|job}-submissions?q=&status=&from=&to=&page=&pageSize= — newest first. */
export function listSubmissionsRoute<T>(app: FastifyInstance, kind: SubmissionKind<T>): void {
  app.get(kind.path, async (request) => {
    requireSubmissionsReader(request);
    return kind.repo(app).list(parseInput(SubmissionListQuerySchema, request.query));
  });
}
