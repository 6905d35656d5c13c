import type { FastifyInstance } from 'fastify';
import { brand } from '../../contract/brand';
import type { SocialImageSource } from '../../contract/social-image';
import { socialImageVersion } from '../../contract/social-image';
import { drawSocialImage } from './draw-social-image';
import { loadArt } from './load-art';
import { socialImageStore } from './social-image-store';

export interface SocialImagesOptions {
  siteUrl: string;
  /** The built web root, where site art (illustrations) is read; without it such art is left out. */
  webRoot?: string;
  now: () => Date;
}

/**
 * Link-preview pictures, drawn the first time one is asked for and kept in the database: a picture is drawn once
 * per version, however many ask at once (they share the drawing) and on however many instances (the second finds
 * the first's row, unless both missed it at the same moment). Drawings wait for each other, so a burst of new
 * pages costs one core at a time.
 */
export function createSocialImages(app: FastifyInstance, options: SocialImagesOptions) {
  const store = socialImageStore(app.db);
  const host = new URL(options.siteUrl).host;
  const pending = new Map<string, Promise<Buffer>>();
  let drawing: Promise<unknown> = Promise.resolve();

  async function draw(source: SocialImageSource): Promise<Buffer> {
    const data = source.art ? await loadArt(app, source.art, options.webRoot) : undefined;
    const insights = source.kind === 'article' || source.kind === 'insights' || source.kind === 'topic';
    return drawSocialImage({
      title: source.title,
      eyebrow: insights ? `${brand.name} Insights` : brand.name,
      host,
      ...(data ? { art: { data, placement: source.kind === 'article' ? 'cover' : 'beside' } } : {}),
    });
  }

  async function readOrDraw(item: string, version: string, source: SocialImageSource): Promise<Buffer> {
    const stored = await store.find(item, version);
    if (stored) return stored;
    const next = drawing.then(() => draw(source));
    drawing = next.catch(() => undefined);
    const png = await next;
    await store.put(item, version, png, options.now());
    return png;
  }

  return {
    /** The picture of a published item's current version. */
    image(source: SocialImageSource): Promise<Buffer> {
      const item = `${source.kind}:${source.slug}`;
      const version = socialImageVersion(source);
      const key = `${item}@${version}`;
      const shared = pending.get(key);
      if (shared) return shared;
      const run = readOrDraw(item, version, source).finally(() => pending.delete(key));
      pending.set(key, run);
      return run;
    },
  };
}
