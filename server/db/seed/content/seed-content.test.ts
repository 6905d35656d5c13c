import { describe, expect, it } from 'vitest';
import type { PageSectionKey } from '../../../../contract/page-content/page-content';
import {
  PageContentSchema,
  pageSectionSchemas,
  parsePageSections,
} from '../../../../contract/page-content/page-content';
import { seedPages } from './seed-pages';
import { seedSubpages } from './seed-subpages';

const allSeeds = [...seedPages, ...seedSubpages];
const seedPath = (seed: { slug: string; parentSlug?: string }): string =>
  seed.parentSlug ? `/${seed.parentSlug}/${seed.slug}` : `/${seed.slug}`;

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
  it.each(allSeeds.map((seed) => [seedPath(seed), seed] as const))('%s satisfies PageContentSchema', (_path, seed) => {
    const result = PageContentSchema.safeParse(seed.content);
    expect(result.error?.issues ?? []).toEqual([]);
    expect(parsePageSections(seed.content).skipped).toEqual([]);
  });

  it('uses every section key at least once', () => {
    const used = new Set(allSeeds.flatMap((seed) => Object.keys(seed.content)));
    const missing = (Object.keys(pageSectionSchemas) as PageSectionKey[]).filter((key) => !used.has(key));
    expect(missing).toEqual([]);
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
        '/solutions/securing-ai-systems',
        '/solutions/zero-trust-security',
        '/solutions/cloud-security',
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
    const routes = new Set(['/', ...allSeeds.filter((seed) => seed.status === 'published').map(seedPath)]);
    const broken = allSeeds.flatMap((seed) =>
      collectLinks(seed.content)
        .filter((link) => !link.startsWith('mailto:') && !link.startsWith('tel:') && !link.startsWith('https://'))
        .filter((link) => !routes.has(link.split('#')[0] ?? link))
        .map((link) => `${seedPath(seed)} -> ${link}`),
    );
    expect(broken).toEqual([]);
  });

  it('leaves the site only over https, and only for a certificate to be checked at its source', () => {
    const outside = allSeeds.flatMap((seed) => collectLinks(seed.content).filter((link) => /^[a-z]+:\/\//.test(link)));
    const certificates = allSeeds.flatMap((seed) => seed.content.certifications?.items.map((item) => item.link) ?? []);
    expect(outside.length).toBeGreaterThan(0);
    expect(outside.filter((link) => !link.startsWith('https://'))).toEqual([]);
    expect(outside.filter((link) => !certificates.includes(link))).toEqual([]);
  });

  it('lists at least three complete job postings', () => {
    const careers = seedPages.find((page) => page.slug === 'company/careers');
    const postings = careers?.content.jobListingsSection?.jobPostings ?? [];
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
    const text = JSON.stringify(seedPages.find((page) => page.slug === 'cookie-policy')?.content);
    expect(text).toContain('cookie-consent');
    expect(text).toContain('theme');
  });

  it('uses the deep-search phrase only in the AI Fusion Centre FAQ answers', () => {
    const phrase = 'telemetry enrichment pipeline';
    const holders = allSeeds.filter((seed) => JSON.stringify(seed).includes(phrase)).map(seedPath);
    expect(holders).toEqual(['/services/ai-fusion-center']);
    const fusion = seedSubpages.find((seed) => seed.slug === 'ai-fusion-center');
    const { faq, ...rest } = fusion?.content ?? {};
    expect(faq?.items.some((item) => item.answer.includes(phrase))).toBe(true);
    expect(JSON.stringify(rest)).not.toContain(phrase);
  });

  it('contains no placeholder copy', () => {
    expect(JSON.stringify(allSeeds)).not.toMatch(/lorem|ipsum|TODO|placeholder/i);
  });
});
