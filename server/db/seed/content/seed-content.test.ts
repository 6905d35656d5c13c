import { describe, expect, it } from 'vitest';
import { BlockWritesSchema } from '../../../../contract/page-content/blocks';
import { sectionTypes } from '../../../../contract/page-content/catalogue';
import type { SeedBlock } from '../seed-types';
import { seedPages } from './seed-pages';
import { seedSubpages } from './seed-subpages';
import { articlePath } from '../../../../contract/articles';
import { seedArticles } from './insights/seed-articles';
import { seedPeople } from './insights/seed-people';
import { withSeedPeople } from '../seed-people-blocks';

const allSeeds = [...seedPages, ...seedSubpages];
/** The seeded people's ids as a fresh database gives them (team sections name them by slug). */
const seededPeopleIds = new Map(seedPeople.map((person, index) => [person.slug, index + 1]));
const seedPath = (seed: { slug: string; parentSlug?: string }): string =>
  seed.parentSlug ? `/${seed.parentSlug}/${seed.slug}` : `/${seed.slug}`;

/** The data of a seed's blocks of one type, typed by it. */
function blocksOf<Type extends SeedBlock['type']>(seed: { blocks: SeedBlock[] }, type: Type) {
  return seed.blocks.flatMap((block) => (block.type === type ? [block as Extract<SeedBlock, { type: Type }>] : []));
}

function collectLinks(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => collectLinks(item, found));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) {
      if ((key === 'link' || key === 'applyLink') && typeof inner === 'string') found.push(inner);
      else collectLinks(inner, found);
    }
  }
  return found;
}

describe('seed content', () => {
  it.each(allSeeds.map((seed) => [seedPath(seed), seed] as const))('%s satisfies BlockWritesSchema', (_path, seed) => {
    const result = BlockWritesSchema.safeParse(withSeedPeople(seed.blocks, seededPeopleIds));
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it('uses every block type at least once', () => {
    const used = new Set(allSeeds.flatMap((seed) => seed.blocks.map((block) => block.type)));
    expect(sectionTypes.filter((type) => !used.has(type))).toEqual([]);
  });

  it('seeds the pages and subpages of the site map, with only learning in draft', () => {
    expect(seedPages.map((page) => page.slug).sort()).toEqual(
      [
        'home',
        'digital-transformation',
        'solutions',
        'services',
        'products',
        'company',
        'company/partners',
        'company/careers',
        'company/resources',
        'company/news',
        'contact',
        'learning',
        'privacy-policy',
        'terms-of-service',
        'cookie-policy',
        'responsible-disclosure',
      ].sort(),
    );
    expect(seedSubpages.map(seedPath).sort()).toEqual(
      [
        '/solutions/adopting-ai-safely',
        '/solutions/hybrid-and-supplier-access',
        '/solutions/cloud-under-control',
        '/services/cprm-strategy-roadmapping',
        '/services/cyber-resilience-assessment',
        '/services/securing-ai-systems',
        '/services/zero-trust-security',
        '/services/cloud-security',
        '/services/ai-fusion-center',
      ].sort(),
    );
    expect(allSeeds.filter((seed) => seed.status === 'draft').map((seed) => seed.slug)).toEqual(['learning']);
  });

  it('links only to published routes of the site (mail, telephone and certificate registers aside)', () => {
    const routes = new Set([
      '/',
      ...allSeeds.filter((seed) => seed.status === 'published').map(seedPath),
      // The seeded articles (issue 30), which Resources, News and the home page's case studies lead to.
      '/insights',
      ...seedArticles.map((article) => articlePath(article.slug)),
    ]);
    const broken = allSeeds.flatMap((seed) =>
      collectLinks(seed.blocks)
        .filter((link) => !link.startsWith('mailto:') && !link.startsWith('tel:') && !link.startsWith('https://'))
        .filter((link) => !routes.has(link.split('#')[0] ?? link))
        .map((link) => `${seedPath(seed)} -> ${link}`),
    );
    expect(broken).toEqual([]);
  });

  it('leaves the site only over https, and only for a certificate to be checked at its source', () => {
    const outside = allSeeds.flatMap((seed) => collectLinks(seed.blocks).filter((link) => /^[a-z]+:\/\//.test(link)));
    const certificates = allSeeds.flatMap((seed) =>
      blocksOf(seed, 'certifications').flatMap((block) => block.data.items.map((item) => item.link)),
    );
    expect(outside.length).toBeGreaterThan(0);
    expect(outside.filter((link) => !link.startsWith('https://'))).toEqual([]);
    expect(outside.filter((link) => !certificates.includes(link))).toEqual([]);
  });

  it('lists at least three complete job postings', () => {
    const careers = seedPages.find((page) => page.slug === 'company/careers');
    const postings = careers ? blocksOf(careers, 'jobListingsSection').flatMap((block) => block.data.jobPostings) : [];
    expect(postings.length).toBeGreaterThanOrEqual(3);
    for (const posting of postings) {
      expect(posting.salary).not.toBe('');
      expect(posting.tags.length).toBeGreaterThan(0);
      expect(posting.requirements.length).toBeGreaterThan(0);
      expect(posting.benefits.length).toBeGreaterThan(0);
      expect(posting.responsibilities.length).toBeGreaterThan(0);
    }
  });

  it('explains both local-storage items in the cookie policy', () => {
    const text = JSON.stringify(seedPages.find((page) => page.slug === 'cookie-policy')?.blocks);
    expect(text).toContain('cookie-consent');
    expect(text).toContain('theme');
  });

  it('uses the deep-search phrase only in the AI Fusion Centre FAQ answers', () => {
    const phrase = 'telemetry enrichment pipeline';
    const holders = allSeeds.filter((seed) => JSON.stringify(seed).includes(phrase)).map(seedPath);
    expect(holders).toEqual(['/services/ai-fusion-center']);
    const fusion = seedSubpages.find((seed) => seed.slug === 'ai-fusion-center');
    const faqs = fusion ? blocksOf(fusion, 'faq') : [];
    expect(faqs.some((faq) => faq.data.items.some((item) => item.answer.includes(phrase)))).toBe(true);
    expect(JSON.stringify(fusion?.blocks.filter((block) => block.type !== 'faq'))).not.toContain(phrase);
  });

  it('contains no placeholder copy', () => {
    expect(JSON.stringify(allSeeds)).not.toMatch(/lorem|ipsum|TODO|placeholder/i);
  });
});
