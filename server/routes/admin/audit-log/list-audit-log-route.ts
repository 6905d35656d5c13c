import type { FastifyInstance } from 'fastify';
import { AuditLogQuerySchema } from '../../../../contract/admin/audit-log';
import { parseInput } from '../../../http/parse-input';

/**
 * GET /api/admin/audit-log?actor=&action=&item=&from=&to=&cursor=&pageSize= — admins only, newest first. `cursor`
 * is an answer's `nextCursor` or `prevCursor`; `page` still works for older clients. There is no route that
 * changes or deletes entries.
 */
export function listAuditLogRoute(app: FastifyInstance): void {
  app.get('/api/admin/audit-log', { config: { access: 'admin' } }, async (request) => {
    return app.repos.auditLog.list(parseInput(AuditLogQuerySchema, request.query));
  });
}
