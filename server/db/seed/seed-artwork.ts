import type { Image } from '../../../contract/page-content/fields';
import type { PageContent } from '../../../contract/page-content/page-content';
import type { SeededMedia, SeededMediaKey, SeededPicture } from './seed-media';

/**
 * The library picture each seeded page's banner draws behind its headline, by the page's path: pages on different
 * topics should not all open with the same network. A page with a banner that is missing here fails the seed test.
 */
export const bannerArtworkByPath: Readonly<Record<string, SeededMediaKey>> = {
  home: 'heroMesh',
  'digital-transformation': 'dataFlow',
  solutions: 'shieldLayers',
  services: 'assessment',
  products: 'ai',
  learning: 'careers',
  company: 'shieldLayers',
  'company/partners': 'partners',
  'company/resources': 'assessment',
  'company/careers': 'careers',
  'company/news': 'detection',
  contact: 'heroMesh',
  'responsible-disclosure': 'shieldLayers',
  'services/cloud-security': 'cloud',
  'services/zero-trust-security': 'identity',
  'services/securing-ai-systems': 'ai',
  'services/ai-fusion-center': 'detection',
  'services/cyber-resilience-assessment': 'assessment',
  'services/cprm-strategy-roadmapping': 'dataFlow',
  'solutions/cloud-security': 'cloud',
  'solutions/zero-trust-security': 'identity',
  'solutions/securing-ai-systems': 'ai',
};

/** Every closing call to action draws the same library picture, so replacing it changes them all at once. */
const callToActionArtwork: SeededMediaKey = 'dataFlow';

// Decoration: the renderer never reads it out, so the content carries no alt text for it.
const asImage = ({ url, width, height }: SeededPicture): Image => ({ src: url, alt: '', width, height });

/** A seeded page's content with its banner's and call to action's artwork pointing at the library's copies. */
export function withSeedArtwork(path: string, content: PageContent, media: SeededMedia): PageContent {
  const result: PageContent = { ...content };
  const bannerKey = bannerArtworkByPath[path];
  if (result.banner && !Array.isArray(result.banner)) {
    if (!bannerKey) throw new Error(`Seed page ${path} has a banner but no artwork in bannerArtworkByPath`);
    result.banner = { ...result.banner, artwork: asImage(media[bannerKey]) };
  }
  const cta = asImage(media[callToActionArtwork]);
  if (result.ctaSection) result.ctaSection = { ...result.ctaSection, artwork: cta };
  if (result.homeCtaSection) result.homeCtaSection = { ...result.homeCtaSection, artwork: cta };
  return result;
}
