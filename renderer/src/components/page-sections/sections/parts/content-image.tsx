import type { Image as ContentImageData } from '../../../../../../contract/page-content/fields';
import { objectPosition } from '../../../../../../contract/media/focal-point';
import { renditionSets } from '../../../../../../contract/media/media-urls';

interface ContentImageProps {
  image: ContentImageData;
  /** How wide the picture is drawn, for the browser to pick a rendition (`100vw` when left out). */
  sizes?: string;
  /** The largest thing near the top (a hero's picture): fetched at once and first, never lazily. */
  priority?: boolean;
  /** The caller's look for the <img> (a CSS module class, or the class Chakra's `chakra()` factory computes). */
  className?: string | undefined;
}

/**
 * A picture from the content. Its width and height are always set, so the page does not move when it arrives.
 * A media library picture is offered as AVIF and WebP renditions (`<picture>` with `srcset`/`sizes`, derived
 * from its address: contract/media/media-urls); a site file such as an SVG logo is shown as it is. It is read out
 * with the alt text it was given, and silent (`alt=""`) only when the editor marked it decorative. Wherever a box
 * crops it (`object-fit: cover`), its focal point stays in view: every rendition is the same picture scaled, so
 * one `object-position` serves them all.
 */
export function ContentImage({ image, sizes = '100vw', priority = false, className }: ContentImageProps) {
  const position = objectPosition(image.focus);
  const img = (
    <img
      src={image.src}
      alt={image.decorative === true ? '' : image.alt}
      // The attributes give the box its ratio before the bytes arrive.
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
      style={position ? { objectPosition: position } : undefined}
    />
  );
  const sets = renditionSets(image.src, image.width);
  if (sets.length === 0) return img;
  return (
    // `display: contents` leaves the layout to the <img>, as if <picture> were not there.
    <picture style={{ display: 'contents' }}>
      {sets.map((set) => (
        <source key={set.format} type={`image/${set.format}`} srcSet={set.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
