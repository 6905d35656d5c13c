import type { FastifyInstance } from 'fastify';
import { requireReader } from '../require-role';

/** GET /api/admin/stats — dashboard figures: counts only, so viewers may see them. */
export function getStatsRoute(app: FastifyInstance): void {
  app.get('/api/admin/stats', async (request) => {
    requireReader(request);
    return app.adminRepos.stats.read();
  });
}
