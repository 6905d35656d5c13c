import { describe, expect, it } from 'vitest';
import { defaultCtaContent } from '../../../contract/global-components/default-cta-content';
import { hasOwnCallToAction } from '../../../contract/page-content/own-cta';
import { seedPages } from './content/seed-pages';
import { seedSubpages } from './content/seed-subpages';
import { withSeedArtwork } from './seed-artwork';
import type { SeededMedia, SeededMediaKey } from './seed-media';
import { seededMediaFiles } from './seed-media';
import type { SeedBlock } from './seed-types';

/**
 * Issue 31's art direction, checked over the seed: each area draws from its own set of illustrations, no illustration
 * appears on more than two pages or twice on one, and the closing banner differs by page type.
 */
const keys = Object.keys(seededMediaFiles) as SeededMediaKey[];
const media = Object.fromEntries(
  keys.map((key) => [key, { url: `/media/${key}`, alt: key, width: 640, height: 560 }]),
) as SeededMedia;
const illustrations = keys.filter((key) => seededMediaFiles[key].file.startsWith('illustrations/'));

const seeds = [...seedPages, ...seedSubpages].map((seed) => {
  const path = 'parentSlug' in seed ? `${seed.parentSlug}/${seed.slug}` : seed.slug;
  return { path, blocks: withSeedArtwork(path, seed.blocks, media) };
});

/**
 * What the renderer draws without being asked: the contact form's office card shows the hero mesh
 * (renderer/src/components/page-sections/sections/contact-section.tsx), and so does a banner without artwork of its
 * own (hero/hero-frame.tsx).
 */
function builtInArt(block: SeedBlock): SeededMediaKey | undefined {
  if (block.type === 'contactForm') return 'heroMesh';
  if (block.type === 'banner' && (Array.isArray(block.data) || !block.data.artwork)) return 'heroMesh';
  return undefined;
}

function artOf(blocks: readonly SeedBlock[]): SeededMediaKey[] {
  const found: SeededMediaKey[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (typeof value === 'object' && value !== null) {
      const { src } = value as { src?: unknown };
      const key = typeof src === 'string' ? keys.find((name) => media[name].url === src) : undefined;
      if (key) found.push(key);
      else Object.values(value).forEach(walk);
    }
  };
  for (const block of blocks) {
    walk(block.data);
    const builtIn = builtInArt(block);
    if (builtIn) found.push(builtIn);
  }
  return found.filter((key) => illustrations.includes(key));
}

/** The area a page belongs to; pages outside the four areas (home, products …) answer undefined. */
function areaOf(path: string): 'services' | 'solutions' | 'careers' | 'company' | undefined {
  if (path.startsWith('services')) return 'services';
  if (path.startsWith('solutions')) return 'solutions';
  if (path === 'company/careers') return 'careers';
  if (path.startsWith('company') || path === 'contact' || path === 'responsible-disclosure') return 'company';
  return undefined;
}

describe('seeded art', () => {
  it('draws no illustration twice on one page', () => {
    const twice = seeds.filter(({ blocks }) => new Set(artOf(blocks)).size !== artOf(blocks).length);
    expect(twice.map(({ path, blocks }) => `${path}: ${artOf(blocks).join(', ')}`)).toEqual([]);
  });

  it('draws each illustration on at most two pages, and every illustration somewhere', () => {
    const pagesOf = new Map<SeededMediaKey, string[]>();
    for (const { path, blocks } of seeds)
      for (const key of new Set(artOf(blocks))) pagesOf.set(key, [...(pagesOf.get(key) ?? []), path]);
    const overused = [...pagesOf].filter(([, paths]) => paths.length > 2);
    expect(overused.map(([key, paths]) => `${key}: ${paths.join(', ')}`)).toEqual([]);
    expect(illustrations.filter((key) => !pagesOf.has(key))).toEqual([]);
  });

  it('gives services, solutions, the company pages and careers each their own illustrations', () => {
    const byArea = new Map<string, Set<SeededMediaKey>>();
    for (const { path, blocks } of seeds) {
      const area = areaOf(path);
      if (area) byArea.set(area, new Set([...(byArea.get(area) ?? []), ...artOf(blocks)]));
    }
    expect([...byArea.keys()].sort()).toEqual(['careers', 'company', 'services', 'solutions']);
    const shared = [...byArea].flatMap(([area, art]) =>
      [...byArea]
        .filter(([other]) => other > area)
        .flatMap(([other, otherArt]) =>
          [...art].filter((key) => otherArt.has(key)).map((key) => `${key}: ${area} and ${other}`),
        ),
    );
    expect(shared).toEqual([]);
  });
});

describe('closing banners', () => {
  // A page without a banner is a policy (no closing panel); one with its own call to action or the contact form ends
  // with that; any other ends with the site's shared one (contract/page-content/own-cta.ts).
  const closings = seeds.flatMap(({ path, blocks }) => {
    const own = blocks.flatMap((block) => (block.type === 'ctaSection' ? [block.data] : []));
    if (own[0]) return [{ path, title: own[0].title, layout: own[0].variant }];
    if (!blocks.some((block) => block.type === 'banner') || hasOwnCallToAction(blocks)) return [];
    return [{ path, title: defaultCtaContent.title, layout: 'plain' }];
  });

  it('closes no more than two pages with the same banner', () => {
    const pagesOf = new Map<string, string[]>();
    for (const { path, title } of closings) pagesOf.set(title, [...(pagesOf.get(title) ?? []), path]);
    const repeated = [...pagesOf].filter(([, paths]) => paths.length > 2);
    expect(repeated.map(([title, paths]) => `${title}: ${paths.join(', ')}`)).toEqual([]);
  });

  it('closes each page type with banners of its own, in more than one layout', () => {
    const titlesOf = (area: string) =>
      new Set(closings.filter((closing) => (areaOf(closing.path) ?? closing.path) === area).map((c) => c.title));
    const types = [...new Set(closings.map((closing) => areaOf(closing.path) ?? closing.path))];
    const shared = types.flatMap((type) =>
      types
        .filter((other) => other > type)
        .flatMap((other) => [...titlesOf(type)].filter((title) => titlesOf(other).has(title))),
    );
    expect(shared).toEqual([]);
    expect(new Set(closings.map((closing) => closing.layout)).size).toBeGreaterThan(1);
    // The contact page is where the shared banner leads: it does not end by sending its visitor to itself.
    expect(closings.map((closing) => closing.path)).not.toContain('contact');
  });
});
