import type { FastifyInstance } from 'fastify';
import { sendVersioned } from '../../../http/edit-version';
import { componentName, componentNotFound } from './component-name';

/** GET /api/admin/global-components/{header|footer|cta} — with who saved it last; its version is the `ETag`. */
export function getGlobalComponentRoute(app: FastifyInstance): void {
  app.get('/api/admin/global-components/:name', { config: { access: 'reader' } }, async (request, reply) => {
    const component = await app.adminRepos.globalComponents.find(componentName(request.params));
    if (!component) throw componentNotFound();
    return sendVersioned(reply, component);
  });
}
