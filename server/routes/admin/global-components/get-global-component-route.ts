import type { FastifyInstance } from 'fastify';
import { requireReader } from '../require-role';
import { componentName, componentNotFound } from './component-name';

/** GET /api/admin/global-components/{header|footer|cta} — with who saved it last. */
export function getGlobalComponentRoute(app: FastifyInstance): void {
  app.get('/api/admin/global-components/:name', async (request) => {
    requireReader(request);
    const component = await app.adminRepos.globalComponents.find(componentName(request.params));
    if (!component) throw componentNotFound();
    return component;
  });
}
