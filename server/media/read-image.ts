import { createHash } from 'node:crypto';
import type { Metadata } from 'sharp';
import { loadSharp } from './image-library';
import type { MediaFormat } from '../../contract/media/media-rules';
import { mediaLimits, mediaMessages } from '../../contract/media/media-rules';
import { HttpError } from '../http/http-error';
import { sanitizeSvg } from './sanitize-svg';

/** A picture the library will keep: its bytes as they will be served, and what it is. */
export interface ReadImage {
  format: MediaFormat;
  width: number;
  height: number;
  data: Buffer;
  /** Of `data`, shortened: part of the address. */
  hash: string;
}

export const fileError = (message: string) => new HttpError(400, 'Invalid input: file', { file: message });

/** What sharp calls the formats the library takes (it reads AVIF as HEIF coded with AV1). */
function rasterFormat(metadata: Metadata): Exclude<MediaFormat, 'svg'> | null {
  if (metadata.format === 'png' || metadata.format === 'jpeg' || metadata.format === 'webp') return metadata.format;
  if (metadata.format === 'heif' && metadata.compression === 'av1') return 'avif';
  return null;
}

const looksLikeSvg = /^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i;

function hashOf(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex').slice(0, 16);
}

async function readSvg(data: Buffer): Promise<ReadImage> {
  const clean = await sanitizeSvg(data.toString('utf8'));
  if (!clean) throw fileError(mediaMessages.unsafeSvg);
  const cleanData = Buffer.from(clean, 'utf8');
  const sharp = await loadSharp();
  const metadata = await sharp(cleanData)
    .metadata()
    .catch(() => null);
  if (!metadata?.width || !metadata.height) throw fileError(mediaMessages.unsafeSvg);
  return { format: 'svg', width: metadata.width, height: metadata.height, data: cleanData, hash: hashOf(cleanData) };
}

/**
 * Re-encodes a raster image in its own format, upright: what is served carries no camera metadata (a photo's
 * GPS position stays with whoever took it). Quality is high because this is the copy renditions come from.
 */
async function reencode(data: Buffer, format: Exclude<MediaFormat, 'svg'>): Promise<Buffer> {
  const sharp = await loadSharp();
  const image = sharp(data, { limitInputPixels: mediaLimits.maxPixels }).rotate();
  if (format === 'png') return image.png({ compressionLevel: 9 }).toBuffer();
  if (format === 'jpeg') return image.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
  if (format === 'webp') return image.webp({ quality: 90 }).toBuffer();
  return image.avif({ quality: 70 }).toBuffer();
}

/**
 * Checks an uploaded file by its content (never its name or declared type) and returns what the library
 * stores: a sanitised SVG, or a PNG, JPEG, WebP or AVIF within the pixel limit, read from its header before
 * anything is decoded. Anything else is a 400 on `file`.
 */
export async function readImage(data: Buffer): Promise<ReadImage> {
  if (data.length === 0) throw fileError(mediaMessages.empty);
  if (data.length > mediaLimits.maxBytes) throw fileError(mediaMessages.tooLarge);
  if (looksLikeSvg.test(data.subarray(0, 4096).toString('utf8'))) return readSvg(data);

  const sharp = await loadSharp();
  const metadata = await sharp(data, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  const format = metadata ? rasterFormat(metadata) : null;
  if (!metadata || !format || !metadata.width || !metadata.height) throw fileError(mediaMessages.notImage);
  if (metadata.width * metadata.height > mediaLimits.maxPixels) throw fileError(mediaMessages.tooManyPixels);

  const served = await reencode(data, format).catch(() => null);
  if (!served) throw fileError(mediaMessages.notImage);
  // Orientations 5–8 turn the picture a quarter: its upright size is the header's, swapped.
  const turned = (metadata.orientation ?? 1) >= 5;
  const width = turned ? metadata.height : metadata.width;
  const height = turned ? metadata.width : metadata.height;
  return { format, width, height, data: served, hash: hashOf(served) };
}
