import sharp from 'sharp';
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
 */
export async function makeRenditions(data: Buffer, format: MediaFormat, width: number): Promise<Rendition[]> {
  const renditions: Rendition[] = [];
  for (const target of renditionWidthsFor(mediaExtensions[format], width)) {
    const resized = sharp(data, { limitInputPixels: mediaLimits.maxPixels }).resize({ width: target });
    const [avif, webp] = await Promise.all([
      resized.clone().avif({ quality: 55, effort: 4 }).toBuffer(),
      resized.clone().webp({ quality: 78 }).toBuffer(),
    ]);
    renditions.push({ width: target, format: 'avif', data: avif }, { width: target, format: 'webp', data: webp });
  }
  return renditions;
}
