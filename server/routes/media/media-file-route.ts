import type { FastifyInstance } from 'fastify';
import { maxId } from '../../../contract/admin/admin-fields';
import type { MediaFormat, RenditionFormat } from '../../../contract/media/media-rules';
import { mediaExtensions, mediaMimeTypes, renditionFormats } from '../../../contract/media/media-rules';
import { HttpError } from '../../http/http-error';
import { svgPolicy } from './svg-policy';

const idPattern = /^[1-9][0-9]{0,9}$/;
/** An id no row can have (past PostgreSQL's `integer`) is a picture that does not exist, not a query to fail. */
const isMediaId = (id: string) => idPattern.test(id) && Number(id) <= maxId;
const hashPattern = /^[a-f0-9]{16}$/;
const renditionMimeTypes: Record<RenditionFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

type Requested = { kind: 'original' } | { kind: 'rendition'; width: number; format: RenditionFormat };

/** Which file of the picture the last segment names: `{name}.{ext}` or `{name}-{width}.{avif|webp}`. */
function requestedFile(file: string, name: string, format: MediaFormat): Requested | null {
  if (file === `${name}.${mediaExtensions[format]}`) return { kind: 'original' };
  const match = /^-([1-9][0-9]{0,4})\.([a-z]+)$/.exec(file.startsWith(name) ? file.slice(name.length) : '');
  const renditionFormat = renditionFormats.find((candidate) => candidate === match?.[2]);
  if (!match || !renditionFormat) return null;
  return { kind: 'rendition', width: Number(match[1]), format: renditionFormat };
}

/**
 * GET /media/{id}/{hash}/{file} — the media library's pictures, from the database so every instance serves the
 * same ones. An address names the file's bytes (the hash), so it is cached for good; replacing a picture gives
 * it a new address.
 */
export function mediaFileRoute(app: FastifyInstance): void {
  app.get<{ Params: { id: string; hash: string; file: string } }>('/media/:id/:hash/:file', async (request, reply) => {
    const { id, hash, file } = request.params;
    const notFound = () => new HttpError(404, 'Image not found');
    if (!isMediaId(id) || !hashPattern.test(hash)) throw notFound();
    const media = await app.repos.mediaFiles.find(Number(id), hash);
    const requested = media ? requestedFile(file, media.name, media.format) : null;
    if (!media || !requested) throw notFound();

    const data =
      requested.kind === 'original'
        ? await app.repos.mediaFiles.original(Number(id))
        : await app.repos.mediaFiles.rendition(Number(id), requested.width, requested.format);
    if (!data) throw notFound();
    const type = requested.kind === 'original' ? mediaMimeTypes[media.format] : renditionMimeTypes[requested.format];
    reply
      .type(type)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff');
    if (media.format === 'svg') reply.header('Content-Security-Policy', svgPolicy);
    return reply.send(data);
  });
}
