import { vi } from 'vitest';
import type { PublicPage, PublicPageSummary, PublicSubpage, PublicSubpageSummary } from '../../../../contract/pages';
import type { RawBlock } from '../../../../contract/page-content/blocks';
import { keyedContent } from '../../../../contract/page-content/keyed-content';
import { buildSearchDocuments } from '../../../../contract/search/build-search-documents';
import { prepareSearchIndex } from '../../../../contract/search/prepare-search-index';
import { searchIndex } from '../../../../contract/search/search-index';
import { jsonResponse } from '../../lib/api/api.test-support';

/** Test-only: a small site and a fetch that answers the public API for it, with or without the search endpoint. */
const updatedAt = '2026-01-01T00:00:00.000Z';

/** A public answer's content: its blocks, and the spec's keyed view of them. */
const withBlocks = (blocks: RawBlock[]) => ({ blocks, content: keyedContent(blocks) });

export const testPages: PublicPage[] = [
  {
    id: 1,
    slug: 'home',
    title: 'Home',
    description: 'Security advisory for regulated firms.',
    ...withBlocks([]),
    updatedAt,
  },
  {
    id: 2,
    slug: 'services',
    title: 'Services',
    description: 'Advisory, transformation and managed services.',
    ...withBlocks([
      {
        id: 'i1',
        type: 'intro',
        data: { title: 'How we work', description: 'Cloud security reviews and zero trust programmes.' },
      },
    ]),
    updatedAt,
  },
  { id: 3, slug: 'company', title: 'Company', description: 'Who we are.', ...withBlocks([]), updatedAt },
  {
    id: 4,
    slug: 'company/partners',
    title: 'Partners',
    description: 'Technology partners for cloud security.',
    ...withBlocks([]),
    updatedAt,
  },
  { id: 5, slug: 'contact', title: 'Contact', description: 'Talk to <b>us</b>.', ...withBlocks([]), updatedAt },
];

export const testSubpages: PublicSubpage[] = [
  {
    id: 7,
    slug: 'ai-fusion-center',
    title: 'AI Fusion Centre',
    description: 'Managed detection and response.',
    fullPath: '/services/ai-fusion-center',
    parentSlug: 'services',
    parentTitle: 'Services',
    ...withBlocks([
      {
        id: 'f1',
        type: 'faq',
        data: {
          title: 'AI Fusion Centre: questions',
          items: [
            {
              question: 'How is AI used?',
              answer: 'Every event passes through our telemetry enrichment pipeline first.',
            },
          ],
        },
      },
    ]),
    updatedAt,
  },
  {
    id: 8,
    slug: 'zero-trust-security',
    title: 'Zero Trust Security',
    description: 'Identity-first cloud security.',
    fullPath: '/services/zero-trust-security',
    parentSlug: 'services',
    parentTitle: 'Services',
    ...withBlocks([]),
    updatedAt,
  },
];

const summary = ({ id, title, description, slug }: PublicPage): PublicPageSummary => ({ id, title, description, slug });
const subpageSummary = ({
  content: _content,
  blocks: _blocks,
  updatedAt: _updatedAt,
  ...rest
}: PublicSubpage): PublicSubpageSummary => rest;
const index = prepareSearchIndex(buildSearchDocuments({ pages: testPages, subpages: testSubpages }));

export interface TestBackendOptions {
  searchEndpoint?: boolean;
  /** Page slugs whose detail call fails with a 500. */
  failingPages?: string[];
  failingSubpageList?: boolean;
}

/** Installs a fetch stub answering the public API; returns it so tests can read the requested URLs. */
export function installTestBackend(options: TestBackendOptions = {}) {
  const fetchStub = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname;
    if (path === '/api/public/search') {
      if (options.searchEndpoint === false) return jsonResponse(404, { error: 'Not found' });
      const query = (url.searchParams.get('q') ?? '').trim();
      return jsonResponse(200, { query, results: searchIndex(index, query) });
    }
    if (path === '/api/public/pages') return jsonResponse(200, testPages.map(summary));
    if (path === '/api/public/subpages/all') {
      return options.failingSubpageList
        ? jsonResponse(400, { error: 'Bad request' })
        : jsonResponse(200, testSubpages.map(subpageSummary));
    }
    const slug = path.replace(/^\/api\/public\/pages\//, '');
    if (options.failingPages?.includes(slug)) return jsonResponse(400, { error: 'Broken page' });
    const page = testPages.find((candidate) => candidate.slug === slug);
    return page ? jsonResponse(200, page) : jsonResponse(404, { error: 'Page not found' });
  });
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

export function requestedPaths(fetchStub: ReturnType<typeof installTestBackend>): string[] {
  return fetchStub.mock.calls.map(([input]) => {
    const url = new URL(String(input), 'http://localhost');
    return `${url.pathname}${url.search}`;
  });
}
