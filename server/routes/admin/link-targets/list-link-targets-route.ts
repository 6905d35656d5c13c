import type { FastifyInstance } from 'fastify';
import type { LinkTargetList } from '../../../../contract/admin/link-targets';
import { LinkTargetQuerySchema } from '../../../../contract/admin/link-targets';
import { parseInput } from '../../../http/parse-input';
import { findLinkTargets } from '../../../link-targets/find-link-targets';
import { linkTargetCandidates } from '../../../repositories/link-target-candidates';

/**
 * GET /api/admin/link-targets?q=|path= — published pages and subpages, with their blocks' anchors, for the rich-text
 * link tool. Only published ones: a link to a draft would lead visitors nowhere. Anyone who may read pages may read
 * this; it runs per keystroke, so it is rate-limited per user as well as bounded in what it takes and answers, and it
 * reads only the rows it may answer (`linkTargetCandidates`), never the whole site.
 */
export function listLinkTargetsRoute(app: FastifyInstance): void {
  app.get(
    '/api/admin/link-targets',
    {
      config: {
        access: 'reader',
        rateLimit: {
          ...app.rateLimits.linkTargets,
          keyGenerator: (request) => `link-targets:${String(request.currentUser?.id ?? request.ip)}`,
        },
      },
    },
    async (request): Promise<LinkTargetList> => {
      const query = parseInput(LinkTargetQuerySchema, request.query);
      return { items: findLinkTargets(await linkTargetCandidates(app.db, query), query) };
    },
  );
}
