import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { previewMessages } from '../../../contract/preview';
import { HttpError } from '../../http/http-error';
import { parseInput } from '../../http/parse-input';
import { previewHeaders } from './preview-answer';
import { previewSecretPattern, sharedPreviews } from './shared-preview';

const SecretParamsSchema = z.object({
  secret: z.string().check(z.regex(previewSecretPattern, 'Must be a preview link’s code')),
});

/**
 * GET /api/public/preview/{secret} — what a shareable preview link shows, to anyone holding it: 404 once revoked,
 * 410 once expired. Outside the public content scope, so neither the micro-cache nor an ETag keeps it.
 */
export function sharedPreviewRoute(app: FastifyInstance, now: () => Date): void {
  const find = sharedPreviews(app);
  app.get('/api/public/preview/:secret', async (request, reply) => {
    void reply.headers(previewHeaders);
    const { secret } = parseInput(SecretParamsSchema, request.params);
    const preview = await find(secret, now());
    if ('answer' in preview) return preview.answer;
    if (preview.missing === 'expired') throw new HttpError(410, previewMessages.linkExpired);
    throw new HttpError(404, previewMessages.linkNotFound);
  });
}
