import type { ImageProps } from '@chakra-ui/react';
import { Image } from '@chakra-ui/react';
import type { Image as ContentImageData } from '../../../../../../contract/page-content/fields';
import { renditionSets } from '../../../../../../contract/media/media-urls';

interface ContentImageProps extends Omit<ImageProps, 'src' | 'alt' | 'htmlWidth' | 'htmlHeight' | 'sizes'> {
  image: ContentImageData;
  /** How wide the picture is drawn, for the browser to pick a rendition (`100vw` when left out). */
  sizes?: string;
  /** The largest thing near the top (a hero's picture): fetched at once and first, never lazily. */
  priority?: boolean;
}

/**
 * A picture from the content. Its width and height are always set, so the page does not move when it arrives.
 * A media library picture is offered as AVIF and WebP renditions (`<picture>` with `srcset`/`sizes`, derived
 * from its address: contract/media/media-urls); a site file such as an SVG logo is shown as it is.
 */
export function ContentImage({ image, sizes = '100vw', priority = false, ...style }: ContentImageProps) {
  const img = (
    <Image
      src={image.src}
      alt={image.alt}
      // The attributes, not Chakra's `width`/`height` style props: they give the box its ratio before the bytes
      // arrive.
      htmlWidth={image.width}
      htmlHeight={image.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      {...style}
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
