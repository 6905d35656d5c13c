import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/http-error';

/** GET /api/public/subpages/{parentSlug}/{subpageSlug} */
export function getSubpageRoute(app: FastifyInstance): void {
  app.get<{ Params: { parentSlug: string; subpageSlug: string } }>(
    '/api/public/subpages/:parentSlug/:subpageSlug',
    async (request) => {
      const { parentSlug, subpageSlug } = request.params;
      const subpage = await app.repos.subpages.findPublished(parentSlug, subpageSlug);
      if (!subpage) throw new HttpError(404, 'Subpage not found');
      return subpage;
    },
  );
}
