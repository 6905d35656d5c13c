import type { Image } from '../../../contract/page-content/fields';
import type { SeededMedia, SeededMediaKey, SeededPicture } from './seed-media';
import type { SeedBlock } from './seed-types';

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

// With the library's alt text, as an editor's choice from the library gets it (issue 29).
const asImage = ({ url, alt, width, height }: SeededPicture): Image => ({ src: url, alt, width, height });

/** A seeded page's blocks with its banner's and calls to action's artwork pointing at the library's copies. */
export function withSeedArtwork(path: string, blocks: readonly SeedBlock[], media: SeededMedia): SeedBlock[] {
  const bannerKey = bannerArtworkByPath[path];
  const cta = asImage(media[callToActionArtwork]);
  return blocks.map((block) => {
    if (block.type === 'banner' && !Array.isArray(block.data)) {
      if (!bannerKey) throw new Error(`Seed page ${path} has a banner but no artwork in bannerArtworkByPath`);
      return { ...block, data: { ...block.data, artwork: asImage(media[bannerKey]) } };
    }
    if (block.type === 'ctaSection') return { ...block, data: { ...block.data, artwork: cta } };
    return block;
  });
}
