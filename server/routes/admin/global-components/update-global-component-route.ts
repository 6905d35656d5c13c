import type { FastifyInstance } from 'fastify';
import { globalComponentPayloadSchema } from '../../../../contract/admin/admin-global-components';
import { parseInput } from '../../../http/parse-input';
import { componentName, componentNotFound } from './component-name';
import { requireUser } from '../../../http/require-user';

/** PUT /api/admin/global-components/{name} `{content}` — checked against that component's schema. */
export function updateGlobalComponentRoute(app: FastifyInstance): void {
  app.put('/api/admin/global-components/:name', { config: { access: 'editor' } }, async (request) => {
    const user = requireUser(request);
    const name = componentName(request.params);
    const { content } = parseInput(globalComponentPayloadSchema(name), request.body);
    await app.adminRepos.globalComponents.save(name, content, user.id);
    const component = await app.adminRepos.globalComponents.find(name);
    if (!component) throw componentNotFound();
    return component;
  });
}
