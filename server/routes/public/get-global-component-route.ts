import type { FastifyInstance } from 'fastify';
import { GlobalComponentNameSchema } from '../../../contract/global-components/global-component';
import { HttpError } from '../../http/http-error';

/** GET /api/public/global-components/{header|footer|cta} → `{name, content}`. */
export function getGlobalComponentRoute(app: FastifyInstance): void {
  app.get<{ Params: { name: string } }>('/api/public/global-components/:name', async (request) => {
    const name = GlobalComponentNameSchema.safeParse(request.params.name);
    const component = name.success ? await app.repos.globalComponents.find(name.data) : undefined;
    if (!component) throw new HttpError(404, 'Global component not found');
    return component;
  });
}
