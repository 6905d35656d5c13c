import type { FastifyInstance } from 'fastify';
import { subpageAddress } from '../../../contract/public-redirect';
import { HttpError } from '../../http/http-error';
import { movedAddress } from './moved-address';

/** GET /api/public/subpages/{parentSlug}/{subpageSlug} */
export function getSubpageRoute(app: FastifyInstance): void {
  app.get<{ Params: { parentSlug: string; subpageSlug: string } }>(
    '/api/public/subpages/:parentSlug/:subpageSlug',
    async (request, reply) => {
      const { parentSlug, subpageSlug } = request.params;
      const subpage = await app.repos.subpages.findPublished(parentSlug, subpageSlug);
      if (subpage) return subpage;
      const moved = await movedAddress(app, reply, subpageAddress(parentSlug, subpageSlug));
      if (moved) return moved;
      throw new HttpError(404, 'Subpage not found');
    },
  );
}
