import type { RenditionFormat } from './media-rules';
import { renditionFormats, renditionWidths } from './media-rules';

/*
 * A library image's address: /media/{id}/{hash}/{name}.{ext}, and each rendition beside it as
 * /media/{id}/{hash}/{name}-{width}.{avif|webp}. The hash is of the file's bytes, so replacing a picture gives it
 * a new address and every address can be cached for good. The public page derives the renditions from the
 * address and the width stored with the image, so content keeps the plain {src, alt, width, height} it had.
 */
const mediaUrl = /^\/media\/([1-9][0-9]{0,14})\/([a-f0-9]{16})\/([a-z0-9][a-z0-9-]{0,119})\.(png|jpg|webp|avif|svg)$/;

export interface MediaAddress {
  id: number;
  hash: string;
  name: string;
  extension: string;
}

export function parseMediaUrl(src: string): MediaAddress | null {
  const match = mediaUrl.exec(src);
  if (!match) return null;
  const [, id, hash, name, extension] = match as unknown as [string, string, string, string, string];
  return { id: Number(id), hash, name, extension };
}

export function mediaOriginalUrl(address: MediaAddress): string {
  return `/media/${address.id}/${address.hash}/${address.name}.${address.extension}`;
}

export function renditionUrl(address: MediaAddress, width: number, format: RenditionFormat): string {
  return `/media/${address.id}/${address.hash}/${address.name}-${width}.${format}`;
}

/**
 * The widths made of a raster image this wide: the standard ones below it, and its own width up to the largest
 * standard one (so a 1200 px picture is not shown from its 960 px rendition). An SVG scales and has none.
 */
export function renditionWidthsFor(extension: string, width: number): number[] {
  if (extension === 'svg') return [];
  const largest = renditionWidths[renditionWidths.length - 1] ?? width;
  const below = renditionWidths.filter((candidate) => candidate < Math.min(width, largest));
  return [...below, Math.min(width, largest)];
}

export interface RenditionSet {
  format: RenditionFormat;
  /** For `<source srcset>`: each rendition with its width, largest last. */
  srcSet: string;
}

/**
 * The `<picture>` sources of a library image, best format first; empty for anything that is not a library
 * raster image (a site file such as /brand/logo.svg, or an SVG), which is shown as it is.
 */
export function renditionSets(src: string, width: number): RenditionSet[] {
  const address = parseMediaUrl(src);
  if (!address) return [];
  const widths = renditionWidthsFor(address.extension, width);
  if (widths.length === 0) return [];
  return renditionFormats.map((format) => ({
    format,
    srcSet: widths.map((w) => `${renditionUrl(address, w, format)} ${w}w`).join(', '),
  }));
}

/** The media ids a piece of content refers to, wherever in it they appear. */
export function mediaIdsIn(json: string): Set<number> {
  const ids = new Set<number>();
  for (const match of json.matchAll(/\/media\/([1-9][0-9]{0,14})\/[a-f0-9]{16}\//g)) ids.add(Number(match[1]));
  return ids;
}
