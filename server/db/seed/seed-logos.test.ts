import { describe, expect, it } from 'vitest';
import { sanitizeSvg } from '../../media/sanitize-svg';
import { seedPages } from './content/seed-pages';
import { seedSubpages } from './content/seed-subpages';
import { logoSpecs } from './logos/logo-specs';
import { logoAlt, logoSlug, logoSvg } from './logos/logo-svg';
import { withSeedLogos } from './seed-logos';
import type { SeedBlock } from './seed-types';

const elements = (svg: string) => svg.match(/<[a-zA-Z][\w:-]*/g)?.map((tag) => tag.toLowerCase()) ?? [];
const blocks: SeedBlock[] = [...seedPages, ...seedSubpages].flatMap((seed) => seed.blocks);
const logos = Object.fromEntries(
  Object.keys(logoSpecs).map((slug) => [slug, { src: `/media/${slug}`, alt: slug, width: 300, height: 96 }]),
);

/** Every firm the seed shows as a logo or a partner, by name. */
const firmsShown = blocks.flatMap((block) => {
  if (block.type === 'logoCarousel') return block.data.logos.map((logo) => logo.name);
  if (block.type === 'partnersSection') return block.data.partners.map((partner) => partner.name);
  if (block.type === 'partners') return block.data.map((partner) => partner.name);
  return [];
});

describe('seeded logos', () => {
  it('draw a distinct logo for every client and partner the seed shows', () => {
    expect(firmsShown.length).toBeGreaterThan(0);
    expect(firmsShown.filter((name) => !(logoSlug(name) in logoSpecs))).toEqual([]);
    // Alt text names the firm as the page does, whatever case its wordmark is set in.
    const alts = firmsShown.map((name) => logoSpecs[logoSlug(name)]).map((spec) => spec && logoAlt(spec));
    expect(alts).toEqual(firmsShown.map((name) => `${name} logo`));
    const svgs = Object.values(logoSpecs).map(logoSvg);
    expect(new Set(svgs.map((svg) => svg.replace(/<text[^]*$/, ''))).size).toBe(svgs.length);
  });

  it('are titled, and pass the upload sanitiser with nothing removed', async () => {
    for (const spec of Object.values(logoSpecs)) {
      const svg = logoSvg(spec);
      expect(svg).toContain(`<title>${spec.name.replace('&', '&amp;')}`);
      const clean = await sanitizeSvg(svg);
      expect(clean, spec.name).not.toBeNull();
      expect(elements(clean ?? ''), spec.name).toEqual(elements(svg));
      // The name keeps its width in whatever font the viewer has.
      expect(clean).toContain('textLength=');
    }
  });

  it('show on the logo walls, the partner grid and profiles, and a named client’s case study only', () => {
    const shown = withSeedLogos(blocks, logos);
    const unlogoed = shown.flatMap((block) => {
      if (block.type === 'logoCarousel') return block.data.logos.filter((logo) => !logo.image).map((l) => l.name);
      if (block.type === 'partnersSection') return block.data.partners.filter((p) => !p.logo).map((p) => p.name);
      if (block.type === 'partners') return block.data.filter((partner) => !partner.logo).map((p) => p.name);
      return [];
    });
    expect(unlogoed).toEqual([]);
    const studies = shown.flatMap((block) => (block.type === 'caseStudies' ? block.data.items : []));
    expect(studies.filter((study) => study.logo).map((study) => study.client)).toEqual(['Calder & Finch Logistics']);
  });
});
