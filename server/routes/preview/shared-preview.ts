import type { FastifyInstance } from 'fastify';
import type { PreviewAnswer } from '../../../contract/preview';
import { createAdminRepositories } from '../../repositories/admin/admin-repositories';
import { previewAnswer } from './preview-answer';

/** A link's secret as made (32 random bytes in base64url): anything else names no link, without a lookup. */
export const previewSecretPattern = /^[A-Za-z0-9_-]{16,128}$/;

export type SharedPreview = { answer: PreviewAnswer } | { missing: 'not-found' | 'expired' };

/**
 * What a shareable preview link shows at `at`: the working copy, or why not (unknown or revoked, its item gone,
 * or expired). The link is the only credential: the working copy is read as the admin reads it, without an admin
 * scope. One answer for the API (`/api/public/preview/{secret}`) and the page's status (`/preview/link/{secret}`).
 */
export function sharedPreviews(app: FastifyInstance) {
  const repos = createAdminRepositories(app.db);
  return async (secret: string, at: Date): Promise<SharedPreview> => {
    if (!previewSecretPattern.test(secret)) return { missing: 'not-found' };
    const link = await app.repos.previewLinks.find(secret, at);
    if (!link) return { missing: 'not-found' };
    if (link.expired) return { missing: 'expired' };
    const answer = await previewAnswer(repos, app.repos, link.entityType, link.entityKey);
    return answer ? { answer } : { missing: 'not-found' };
  };
}
