import type { Image } from '../../../contract/page-content/fields';
import type { SeededMedia, SeededMediaKey, SeededPicture } from './seed-media';
import type { SeedBlock } from './seed-types';

/**
 * The library picture each seeded page's banner draws behind its headline, by the page's path. Each area has its own
 * system (services the technical line drawings, solutions the amber-problem-into-teal ones, the company area its own
 * set), and no picture appears on more than two pages or twice on one (seed-art.test.ts, issue 31).
 * A page with a banner that is missing here fails the seed test.
 */
export const bannerArtworkByPath: Readonly<Record<string, SeededMediaKey>> = {
  home: 'heroMesh',
  'digital-transformation': 'dataFlow',
  solutions: 'solutionsPaths',
  services: 'dataFlow',
  products: 'ai',
  learning: 'careers',
  company: 'compass',
  'company/partners': 'partners',
  'company/resources': 'library',
  'company/careers': 'careers',
  'company/news': 'shieldLayers',
  contact: 'conversation',
  'responsible-disclosure': 'shieldLayers',
  'services/cloud-security': 'cloud',
  'services/zero-trust-security': 'identity',
  'services/securing-ai-systems': 'ai',
  'services/ai-fusion-center': 'detection',
  'services/cyber-resilience-assessment': 'assessment',
  'services/cprm-strategy-roadmapping': 'roadmap',
  'solutions/cloud-under-control': 'cloudOrder',
  'solutions/hybrid-and-supplier-access': 'accessPaths',
  'solutions/adopting-ai-safely': 'aiAdoption',
};

// With the library's alt text, as an editor's choice from the library gets it (issue 29).
const asImage = ({ url, alt, width, height }: SeededPicture): Image => ({ src: url, alt, width, height });

/**
 * A seeded page's blocks with its banner's artwork pointing at the library's copy. Calls to action get none: one
 * drawing behind every closing panel made every page end alike; they differ by page type in wording and layout.
 */
export function withSeedArtwork(path: string, blocks: readonly SeedBlock[], media: SeededMedia): SeedBlock[] {
  const bannerKey = bannerArtworkByPath[path];
  return blocks.map((block) => {
    if (block.type === 'banner' && !Array.isArray(block.data)) {
      if (!bannerKey) throw new Error(`Seed page ${path} has a banner but no artwork in bannerArtworkByPath`);
      return { ...block, data: { ...block.data, artwork: asImage(media[bannerKey]) } };
    }
    return block;
  });
}
