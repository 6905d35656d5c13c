import type { FastifyInstance } from 'fastify';

/** GET /api/admin/stats — dashboard figures: counts only, so viewers may see them. */
export function getStatsRoute(app: FastifyInstance): void {
  app.get('/api/admin/stats', { config: { access: 'reader' } }, async () => {
    return app.adminRepos.stats.read();
  });
}
