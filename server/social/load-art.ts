import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { parseMediaUrl } from '../../contract/media/media-urls';

/** Site files art may name (the illustrations, the brand's pictures): one folder deep, no way out of the web root. */
const siteFile = /^\/(illustrations|brand|images)\/[a-z0-9][a-z0-9-]*\.(svg|png|jpe?g|webp)$/;

/**
 * The bytes of a picture's art: a media library picture from the database (its current file only), or a site file
 * from the built web root. Anything else (another site's address, a file that is not there) is no art.
 */
export async function loadArt(app: FastifyInstance, src: string, webRoot?: string): Promise<Buffer | undefined> {
  const media = parseMediaUrl(src);
  if (media) {
    const found = await app.repos.mediaFiles.find(media.id, media.hash);
    return found ? app.repos.mediaFiles.original(media.id) : undefined;
  }
  if (!webRoot || !siteFile.test(src)) return undefined;
  return readFile(path.join(webRoot, src)).catch(() => undefined);
}
