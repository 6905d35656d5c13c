import type { SearchResult } from './search-result';
import type { SearchSources } from './build-search-documents';

/** A small site: home, services with one subpage holding a FAQ, and company/partners. */
export const fixtureSources: SearchSources = {
  pages: [
    { id: 1, slug: 'home', title: 'Home', description: 'Security and transformation advisory.', content: {} },
    {
      id: 2,
      slug: 'services',
      title: 'Services',
      description: 'Advisory, transformation and managed services.',
      content: { intro: { title: 'How we work', description: 'Cloud security reviews and zero trust programmes.' } },
    },
    { id: 3, slug: 'company/partners', title: 'Partners', description: 'Technology partners we work with.' },
  ],
  subpages: [
    {
      id: 7,
      slug: 'ai-fusion-center',
      title: 'AI Fusion Centre',
      description: 'Managed detection and response.',
      fullPath: '/services/ai-fusion-center',
      parentSlug: 'services',
      parentTitle: 'Services',
      content: {
        faq: {
          title: 'AI Fusion Centre: questions',
          items: [
            {
              question: 'How is AI used?',
              answer: 'Every event passes through our telemetry enrichment pipeline first.',
            },
          ],
        },
        ctaSection: {
          title: 'Talk to us',
          description: 'Book a walkthrough.',
          primary: { text: 'Contact', link: '/contact' },
        },
      },
    },
  ],
};

export function fakeResult(overrides: Partial<SearchResult> = {}): SearchResult {
  return {
    id: 1,
    type: 'content',
    title: 'Title',
    description: '',
    slug: 'services',
    path: '/services',
    sectionId: 'faq',
    parentTitle: 'Services',
    searchTerms: [],
    snippet: 'one two three four five six',
    group: 'Services',
    highlights: { title: [], description: [], snippet: [] },
    ...overrides,
  };
}
