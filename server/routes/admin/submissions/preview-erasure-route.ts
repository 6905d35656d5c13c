import type { FastifyInstance } from 'fastify';
import { ErasureRequestSchema, erasureMessages } from '../../../../contract/admin/admin-submissions';
import { parseInput } from '../../../http/parse-input';

/**
 * POST /api/admin/submissions/erase-preview `{email}` — how many submissions and résumés an erasure of
 * that address would delete, so the confirmation can say so. A POST so the address stays out of URLs.
 */
export function previewErasureRoute(app: FastifyInstance): void {
  app.post(
    '/api/admin/submissions/erase-preview',
    { config: { access: 'admin', changesContent: false, refusal: erasureMessages.adminOnly } },
    async (request) => {
      const { email } = parseInput(ErasureRequestSchema, request.body);
      return app.adminRepos.erasures.preview(email);
    },
  );
}
