import type { FastifyInstance } from 'fastify';
import type { SocialImageKind } from '../../../contract/social-image';
import { socialImageKinds, socialImageVersion } from '../../../contract/social-image';
import { HttpError } from '../../http/http-error';
import { socialImageSource } from '../../social/social-image-source';
import type { SocialImagesOptions } from '../../social/social-images';
import { createSocialImages } from '../../social/social-images';

const versionPattern = /^[0-9a-f]{8}$/;
/** A slug, or two for a subpage; nothing a published item's address could not be. */
const slugPattern = /^[a-z0-9][a-z0-9-]{0,120}(\/[a-z0-9][a-z0-9-]{0,120})?$/;
const isKind = (kind: string): kind is SocialImageKind => (socialImageKinds as readonly string[]).includes(kind);

/**
 * GET /og/{kind}/{version}/{slug}.png — a published item's link-preview picture (issues 30, 31), 1200×630. The
 * address names the version of what it shows (contract/social-image.ts), so the answer is cached for good; an
 * item not published, or a version it no longer has, is a 404, and nothing is drawn for either.
 */
export function socialImageRoute(app: FastifyInstance, options: SocialImagesOptions): void {
  const images = createSocialImages(app, options);
  app.get<{ Params: { kind: string; version: string; '*': string } }>(
    '/og/:kind/:version/*',
    async (request, reply) => {
      const { kind, version } = request.params;
      const file = request.params['*'];
      const slug = file.endsWith('.png') ? file.slice(0, -'.png'.length) : '';
      const notFound = () => new HttpError(404, 'Image not found');
      if (!isKind(kind) || !versionPattern.test(version) || !slugPattern.test(slug)) throw notFound();
      const source = await socialImageSource(app, kind, slug);
      if (!source || socialImageVersion(source) !== version) throw notFound();
      const png = await images.image(source);
      return reply
        .type('image/png')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .send(png);
    },
  );
}
