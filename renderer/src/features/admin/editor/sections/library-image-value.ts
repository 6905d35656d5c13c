import type { MediaItem } from '../../../../../../contract/admin/admin-media';
import { isCentre } from '../../../../../../contract/media/focal-point';

/**
 * An image field's value as its form holds it (width and height as text: section-form-values.ts turns them back
 * into numbers) and how choosing a library picture, or the library changing under it, rewrites it.
 */
export type ImageValue = Record<string, unknown>;

export const imageText = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The value showing `item` now: its address, size and focal point, and its alt text unless this use has its own.
 * Another picture than before drops the use's own text (it described the old one).
 */
export function withLibraryItem(value: ImageValue, item: MediaItem, samePicture: boolean): ImageValue {
  const { focus: _focus, ownAlt, ...rest } = value;
  const keepOwn = samePicture && ownAlt === true;
  return {
    ...rest,
    src: item.url,
    alt: keepOwn ? imageText(value.alt) : item.alt,
    width: String(item.width),
    height: String(item.height),
    ...(isCentre(item.focus) ? {} : { focus: item.focus }),
    ...(keepOwn ? { ownAlt: true } : {}),
  };
}

/** Whether the value already shows the item as the library has it now (so nothing needs writing). */
export function matchesLibrary(value: ImageValue, item: MediaItem): boolean {
  const next = withLibraryItem(value, item, true);
  const focus = (image: ImageValue) => JSON.stringify(image.focus ?? null);
  return (
    (['src', 'alt', 'width', 'height'] as const).every((key) => value[key] === next[key]) &&
    focus(value) === focus(next)
  );
}

/** The use's own alt text switched on (starting from the library's words) or off (back to the library's). */
export function withOwnAlt(value: ImageValue, own: boolean, libraryAlt: string | undefined): ImageValue {
  const { ownAlt: _ownAlt, ...rest } = value;
  if (own) return { ...rest, ownAlt: true };
  return { ...rest, alt: libraryAlt ?? imageText(value.alt) };
}

export function withDecorative(value: ImageValue, decorative: boolean): ImageValue {
  const { decorative: _decorative, ...rest } = value;
  return decorative ? { ...rest, decorative: true } : rest;
}
