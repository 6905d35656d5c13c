import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicPageSummary } from '../../../../contract/pages';
import { fallbackPageSlugs, runFallbackSearch } from './fallback-search';
import { testPages, testSubpages } from './search-backend.test-support';

const pages: PublicPageSummary[] = testPages.map(({ id, title, description, slug }) => ({
  id,
  title,
  description,
  slug,
}));
const subpages = testSubpages.map(({ content: _content, blocks: _blocks, updatedAt: _updatedAt, ...rest }) => rest);

function sources(overrides: Partial<Parameters<typeof runFallbackSearch>[1]> = {}) {
  return {
    loadPages: async () => pages,
    loadSubpages: async () => subpages,
    loadPage: async (slug: string) => testPages.find((page) => page.slug === slug) ?? null,
    ...overrides,
  };
}

afterEach(() => vi.restoreAllMocks());

describe('fallback search', () => {
  it('searches the 8 fixed pages of the spec', () => {
    expect(fallbackPageSlugs).toEqual([
      'company',
      'home',
      'digital-transformation',
      'solutions',
      'services',
      'contact',
      'company/partners',
      'company/careers',
    ]);
  });

  it('finds page content, pages and subpages with the same functions as the server', async () => {
    const loadPage = vi.fn(sources().loadPage);
    const results = await runFallbackSearch('zero trust', sources({ loadPage }));
    expect(results.map((result) => `${result.type} ${result.title}`)).toEqual([
      'subpage Zero Trust Security',
      'content How we work',
    ]);
    expect(loadPage.mock.calls.map(([slug]) => slug)).toEqual([...fallbackPageSlugs]);
  });

  it("links a hit in a page's second block of a type to that block's anchor", async () => {
    const faq = (title: string, answer: string) => ({ title, items: [{ question: 'Why?', answer }] });
    const home = testPages.find((page) => page.slug === 'home');
    if (!home) throw new Error('no home page in the fixture');
    const blocks = [
      { id: 'a', type: 'faq', data: faq('Pricing', 'Fixed fees.') },
      { id: 'b', type: 'faq', data: faq('Onboarding', 'Within a fortnight.') },
    ];
    const loadPage = async (slug: string) => (slug === 'home' ? { ...home, blocks } : null);
    const results = await runFallbackSearch('fortnight', sources({ loadPage }));
    expect(results.map((result) => [result.title, result.path, result.sectionId])).toEqual([
      ['Onboarding', '/', 'faq-onboarding'],
    ]);
  });

  it('only logs a page that fails to load, and searches the rest', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const loadPage = async (slug: string) => {
      if (slug === 'services') throw new Error('offline');
      return testPages.find((page) => page.slug === slug) ?? null;
    };
    const results = await runFallbackSearch('security', sources({ loadPage }));
    expect(results.map((result) => result.title)).toEqual(['Zero Trust Security', 'Home', 'Partners']);
    expect(warn).toHaveBeenCalledWith('Search: failed to fetch page "services"', expect.any(Error));
  });

  it('falls back to matching page titles when the search fails as a whole', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = sources({ loadSubpages: () => Promise.reject(new Error('Failed to fetch subpages')) });
    expect((await runFallbackSearch('partners', failing)).map((result) => `${result.type} ${result.title}`)).toEqual([
      'page Partners',
    ]);
    // Descriptions and content are not searched any more: "cloud security" is only in those.
    expect(await runFallbackSearch('cloud security', failing)).toEqual([]);
    expect(warn).toHaveBeenCalled();
  });

  it('finds nothing when even the page list fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await runFallbackSearch('home', sources({ loadPages: () => Promise.reject(new Error('down')) }))).toEqual(
      [],
    );
  });
});
