import type { FastifyInstance } from 'fastify';
import { globalComponentPayloadSchema } from '../../../../contract/admin/admin-global-components';
import { parseInput } from '../../../http/parse-input';
import { requireEditor } from '../require-role';
import { componentName, componentNotFound } from './component-name';

/** PUT /api/admin/global-components/{name} `{content}` — checked against that component's schema. */
export function updateGlobalComponentRoute(app: FastifyInstance): void {
  app.put('/api/admin/global-components/:name', async (request) => {
    const user = requireEditor(request);
    const name = componentName(request.params);
    const { content } = parseInput(globalComponentPayloadSchema(name), request.body);
    await app.adminRepos.globalComponents.save(name, content, user.id);
    const component = await app.adminRepos.globalComponents.find(name);
    if (!component) throw componentNotFound();
    return component;
  });
}
