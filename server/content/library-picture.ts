import type { FocalPoint } from '../../contract/media/focal-point';
import { isCentre } from '../../contract/media/focal-point';
import { parseMediaUrl } from '../../contract/media/media-urls';

/** A library picture as the content that shows it copies it. */
export interface LibraryPicture {
  id: number;
  /** Its original's address now. */
  url: string;
  width: number;
  height: number;
  alt: string;
  focus: FocalPoint;
}

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isAddressOf = (value: string, id: number) => parseMediaUrl(value)?.id === id;

/**
 * A piece of content with every use of the picture brought up to date: a bare address (a logo) becomes the
 * current one; an image object (`{src, alt, width, height}`) gets the current address, size and focal point, and
 * the library's alt text unless it has its own (`ownAlt`). Any earlier address of the picture counts: only the
 * current one is served, so an older one could only be a broken image.
 */
export function withLibraryPicture(value: unknown, picture: LibraryPicture): unknown {
  if (typeof value === 'string') return isAddressOf(value, picture.id) ? picture.url : value;
  if (Array.isArray(value)) return value.map((item) => withLibraryPicture(item, picture));
  if (!isRecord(value)) return value;
  const walked = Object.fromEntries(
    Object.entries(value).map(([key, entry]) => [key, withLibraryPicture(entry, picture)]),
  );
  const isImage = typeof value.src === 'string' && typeof value.alt === 'string' && 'width' in value;
  if (!isImage || !isAddressOf(String(value.src), picture.id)) return walked;
  const { focus: _focus, ...rest } = walked;
  return {
    ...rest,
    src: picture.url,
    alt: value.ownAlt === true ? value.alt : picture.alt,
    width: picture.width,
    height: picture.height,
    ...(isCentre(picture.focus) ? {} : { focus: picture.focus }),
  };
}
