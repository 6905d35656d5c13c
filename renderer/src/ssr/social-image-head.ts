import { brand } from '../../../contract/brand';
import type { SocialImageSource } from '../../../contract/social-image';
import { socialImageAlt, socialImagePath, socialImageSize } from '../../../contract/social-image';
import type { HeadDescription } from './document-head';

/**
 * A page's own link-preview picture as its head names it: the server's drawing of its title and art, at an address
 * that changes with them (contract/social-image.ts). The insights pages pass `articleSocialImage(article)`,
 * `insightsSocialImage` or `topicSocialImage(slug, label)`.
 */
export function socialImageHead(source: SocialImageSource): Pick<HeadDescription, 'image' | 'imageAlt' | 'imageSize'> {
  return {
    image: socialImagePath(source),
    imageAlt: socialImageAlt(source.title, brand.name),
    imageSize: socialImageSize,
  };
}
