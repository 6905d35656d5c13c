import type { FastifyInstance } from 'fastify';
import { adminMessages } from '../../../../contract/admin/admin-messages';
import { RedirectCreatePayloadSchema } from '../../../../contract/admin/admin-redirects';
import { HttpError } from '../../../http/http-error';
import { recordAudit } from '../../../audit/record-audit';
import { parseInput } from '../../../http/parse-input';
import { requireUser } from '../../../http/require-user';
import { isUniqueViolation } from '../../../repositories/admin/unique-violation';

/** POST /api/admin/redirects `{source, target}` → 201 the redirect, stored one hop (its target may be collapsed). */
export function createRedirectRoute(app: FastifyInstance): void {
  app.post('/api/admin/redirects', { config: { access: 'editor', changesContent: true } }, async (request, reply) => {
    const user = requireUser(request);
    const payload = parseInput(RedirectCreatePayloadSchema, request.body);
    const outcome = await app.adminRepos.redirects.create(payload, user.id).catch((error: unknown) => {
      // Two instances adding the same source at once: the unique index decides, as the first check would have.
      if (isUniqueViolation(error)) return { created: false, reason: 'exists' } as const;
      throw error;
    });
    if (!outcome.created) {
      if (outcome.reason === 'loop')
        throw new HttpError(400, adminMessages.redirectLoop, { target: adminMessages.redirectLoop });
      const message =
        outcome.reason === 'exists'
          ? adminMessages.redirectExists(payload.source)
          : adminMessages.redirectSourceIsPage(payload.source);
      throw new HttpError(409, message, { source: message });
    }
    const redirect = await app.adminRepos.redirects.find(outcome.id);
    if (!redirect) throw new HttpError(404, adminMessages.redirectNotFound);
    await recordAudit(app, request, {
      action: 'redirect.create',
      item: { type: 'redirect', id: redirect.id, label: redirect.source },
      summary: `${redirect.source} → ${redirect.target}`,
    });
    return reply.status(201).send(redirect);
  });
}
