import { describe, expect, it } from 'vitest';
import { sanitizeSvg } from '../../../media/sanitize-svg';
import { portraitSpecs } from './portrait-specs';
import { portraitAlt, portraitSpecFor, portraitSvg } from './portrait-svg';

/** The people the seed shows: the six insight authors and the five on the company page's leadership team. */
const seededSlugs = [
  'mara-lindqvist',
  'tomas-oyelaran',
  'priya-raman',
  'jonas-weber',
  'aiko-tanaka',
  'daniel-mensah',
  'eleanor-marsh',
  'daniel-okafor',
  'sofia-lindqvist',
  'marcus-reid',
  'amara-boateng',
];

const person = (slug: string) => ({ slug, name: slug.replace(/-/g, ' ') });
// The drawing without its title, which names the person and so differs anyway.
const drawing = (svg: string) => svg.replace(/<title>.*<\/title>/, '');
const elements = (svg: string) => svg.match(/<[a-zA-Z][\w:-]*/g)?.map((tag) => tag.toLowerCase()) ?? [];

describe('portraitSvg', () => {
  it('draws the same portrait for the same person every time', () => {
    expect(portraitSvg(person('mara-lindqvist'))).toBe(portraitSvg(person('mara-lindqvist')));
    expect(portraitSvg(person('someone-unlisted'))).toBe(portraitSvg(person('someone-unlisted')));
  });

  it('has a hand-picked portrait for every person the seed shows, each drawn differently', () => {
    expect(seededSlugs.filter((slug) => !(slug in portraitSpecs))).toEqual([]);
    const drawings = new Set(seededSlugs.map((slug) => drawing(portraitSvg(person(slug)))));
    expect(drawings.size).toBe(seededSlugs.length);
  });

  it('varies skin, hair, clothing and background across the team', () => {
    const specs = seededSlugs.map(portraitSpecFor);
    for (const trait of ['skin', 'hairStyle', 'clothing', 'background', 'backdrop'] as const) {
      expect(new Set(specs.map((spec) => spec[trait])).size, trait).toBeGreaterThanOrEqual(4);
    }
  });

  it('draws a portrait for an unlisted person from their slug, different for different slugs', () => {
    const others = ['a-new-hire', 'another-hire', 'a-third-hire', 'a-fourth-hire'].map((slug) =>
      drawing(portraitSvg(person(slug))),
    );
    expect(new Set(others).size).toBeGreaterThan(1);
  });

  it('is titled with its alt text, with a name escaped', () => {
    const svg = portraitSvg({ slug: 'x', name: 'Ada <Lovelace> & Co' });
    expect(svg).toContain('<title>Portrait of Ada &lt;Lovelace> &amp; Co</title>');
    expect(portraitAlt('Mara Lindqvist')).toBe('Portrait of Mara Lindqvist');
  });

  it('passes the upload sanitiser with nothing removed', async () => {
    for (const slug of [...seededSlugs, 'someone-unlisted']) {
      const svg = portraitSvg(person(slug));
      const clean = await sanitizeSvg(svg);
      expect(clean, slug).not.toBeNull();
      expect(elements(clean ?? ''), slug).toEqual(elements(svg));
      expect(clean).toContain('<title>');
      expect(clean).toContain('clip-path="url(#face)"');
    }
  });
});
