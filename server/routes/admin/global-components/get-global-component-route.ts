import type { FastifyInstance } from 'fastify';
import { componentName, componentNotFound } from './component-name';

/** GET /api/admin/global-components/{header|footer|cta} — with who saved it last. */
export function getGlobalComponentRoute(app: FastifyInstance): void {
  app.get('/api/admin/global-components/:name', { config: { access: 'reader' } }, async (request) => {
    const component = await app.adminRepos.globalComponents.find(componentName(request.params));
    if (!component) throw componentNotFound();
    return component;
  });
}
