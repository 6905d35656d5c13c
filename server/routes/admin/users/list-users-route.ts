import type { FastifyInstance } from 'fastify';
import { UserListQuerySchema } from '../../../../contract/admin/admin-users';
import { parseInput } from '../../../http/parse-input';

/** GET /api/admin/users?q=&role=&page=&pageSize= — admins only. */
export function listUsersRoute(app: FastifyInstance): void {
  app.get('/api/admin/users', { config: { access: 'admin' } }, async (request) => {
    return app.adminRepos.users.list(parseInput(UserListQuerySchema, request.query));
  });
}
