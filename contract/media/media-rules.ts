/**
 * What the media library accepts and what it makes of it, shared by the upload form (which refuses early) and
 * the server (which is the judge). Plain data, no zod: the public renderer imports the rendition rules.
 */

/** Raster formats are checked by their content (sharp reads the header), never by name or declared type. */
export const mediaFormats = ['png', 'jpeg', 'webp', 'avif', 'svg'] as const;
export type MediaFormat = (typeof mediaFormats)[number];

export const mediaExtensions: Record<MediaFormat, string> = {
  png: 'png',
  jpeg: 'jpg',
  webp: 'webp',
  avif: 'avif',
  svg: 'svg',
};

export const mediaMimeTypes: Record<MediaFormat, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
};

export const mediaLimits = {
  /** Bytes of one upload. */
  maxBytes: 10 * 1024 * 1024,
  /** Width × height: a decompression bomb is refused before it is decoded. */
  maxPixels: 40_000_000,
  maxAltLength: 300,
  maxNameLength: 120,
} as const;

/** One wording for the refusals, whichever side catches them. */
export const mediaMessages = {
  noFile: 'Choose an image file',
  empty: 'The file is empty',
  tooLarge: 'The image must be at most 10 MB',
  notImage: 'The file is not a PNG, JPEG, WebP, AVIF or SVG image',
  tooManyPixels: 'The image must be at most 40 megapixels',
  unsafeSvg: 'The SVG could not be made safe to show',
  altRequired: 'Describe the image for people who cannot see it',
  inUse: 'This image is in use; take it out of these pages first',
  notFound: 'Image not found',
  revisionNotFound: 'That earlier file of the image is not kept',
  busy: 'Too many pictures are being processed right now; nothing was saved. Try again in a few seconds',
} as const;

/** The widths the server makes of a raster image (those narrower than the original), each as AVIF and WebP. */
export const renditionWidths = [480, 960, 1600] as const;
export const renditionFormats = ['avif', 'webp'] as const;
export type RenditionFormat = (typeof renditionFormats)[number];
