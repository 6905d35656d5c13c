import { loadSharp } from './image-library';
import type { MediaFormat, RenditionFormat } from '../../contract/media/media-rules';
import { mediaExtensions, mediaLimits } from '../../contract/media/media-rules';
import { renditionWidthsFor } from '../../contract/media/media-urls';

export interface Rendition {
  width: number;
  format: RenditionFormat;
  data: Buffer;
}

/**
 * The responsive copies the public site asks for in its `srcset` (widths from contract/media/media-urls, so the
 * page and the server agree on what exists), as AVIF and WebP. An SVG has none: it scales by itself.
 *
 * The picture is decoded once, to the largest width as plain pixels (1600 px wide: about 8 MB), and every copy
 * is made from that: decoding a 40-megapixel upload for each of six copies cost more time than encoding them.
 */
export async function makeRenditions(data: Buffer, format: MediaFormat, width: number): Promise<Rendition[]> {
  const targets = renditionWidthsFor(mediaExtensions[format], width);
  const largest = targets[targets.length - 1];
  if (largest === undefined) return [];
  const sharp = await loadSharp();
  const pixels = await sharp(data, { limitInputPixels: mediaLimits.maxPixels })
    .resize({ width: largest })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width: pixelWidth, height, channels } = pixels.info;
  const renditions: Rendition[] = [];
  for (const target of targets) {
    const resized = sharp(pixels.data, { raw: { width: pixelWidth, height, channels } }).resize({ width: target });
    const [avif, webp] = await Promise.all([
      resized.clone().avif({ quality: 55, effort: 4 }).toBuffer(),
      resized.clone().webp({ quality: 78 }).toBuffer(),
    ]);
    renditions.push({ width: target, format: 'avif', data: avif }, { width: target, format: 'webp', data: webp });
  }
  return renditions;
}
