import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { previewMessages } from '../../../contract/preview';
import { HttpError } from '../../http/http-error';
import { createAdminRepositories } from '../../repositories/admin/admin-repositories';
import { parseInput } from '../../http/parse-input';
import { previewAnswer, previewHeaders } from './preview-answer';

const SecretParamsSchema = z.object({
  secret: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,128}$/, 'Must be a preview link’s code')),
});

/**
 * GET /api/public/preview/{secret} — what a shareable preview link shows, to anyone holding it: 404 once revoked,
 * 410 once expired. Outside the public content scope, so neither the micro-cache nor an ETag keeps it.
 */
export function sharedPreviewRoute(app: FastifyInstance, now: () => Date): void {
  // The working copy is read as the admin reads it; the link is the only credential, so no admin scope is involved.
  const { pages, subpages } = createAdminRepositories(app.db);
  app.get('/api/public/preview/:secret', async (request, reply) => {
    void reply.headers(previewHeaders);
    const { secret } = parseInput(SecretParamsSchema, request.params);
    const link = await app.repos.previewLinks.find(secret, now());
    if (!link) throw new HttpError(404, previewMessages.linkNotFound);
    if (link.expired) throw new HttpError(410, previewMessages.linkExpired);
    const answer = await previewAnswer({ pages, subpages }, link.entityType, link.entityId);
    if (!answer) throw new HttpError(404, previewMessages.linkNotFound);
    return answer;
  });
}
