import { describe, expect, it } from 'vitest';
import { buildSearchDocuments } from './build-search-documents';
import { prepareSearchIndex } from './prepare-search-index';
import { searchIndex } from './search-index';
import type { SearchResult } from './search-result';
import { fixtureSources } from './search-fixtures.test-support';

const index = prepareSearchIndex(buildSearchDocuments(fixtureSources));
const search = (term: string, limit?: number) => searchIndex(index, term, limit === undefined ? {} : { limit });
const marked = (text: string, ranges: SearchResult['highlights']['title']) =>
  ranges.map(({ start, end }) => text.slice(start, end));

describe('matching', () => {
  it('finds the trimmed term case-insensitively in a title', () => {
    const [first] = search('  fusion CENTRE ');
    expect(first).toMatchObject({ type: 'subpage', title: 'AI Fusion Centre' });
    expect(marked(first!.title, first!.highlights.title)).toEqual(['Fusion Centre']);
  });

  it('finds a term in a description', () => {
    const results = search('technology partners');
    expect(results.map((result) => result.title)).toEqual(['Partners']);
    expect(marked(results[0]!.description, results[0]!.highlights.description)).toEqual(['Technology partners']);
  });

  it('finds a phrase deep inside a section and cuts the snippet around it', () => {
    const [hit, ...rest] = search('telemetry enrichment pipeline');
    expect(rest).toEqual([]);
    expect(hit).toMatchObject({
      type: 'content',
      title: 'AI Fusion Centre: questions',
      path: '/services/ai-fusion-center',
      sectionId: 'faq',
      parentTitle: 'AI Fusion Centre',
      group: 'Services',
    });
    expect(marked(hit!.snippet, hit!.highlights.snippet)).toEqual(['telemetry enrichment pipeline']);
  });

  it('does not match search terms, links or anything outside title, description and text', () => {
    expect(search('ai-fusion-center')).toEqual([]);
    expect(search('/contact')).toEqual([]);
  });

  it('clears results for an empty or blank term', () => {
    expect(search('')).toEqual([]);
    expect(search('    ')).toEqual([]);
  });

  it('ranks title matches before description and text matches, pages before sections', () => {
    const results = search('services');
    expect(results[0]).toMatchObject({ type: 'page', title: 'Services' });
    expect(search('security').map((result) => result.type)).toEqual(['page', 'content']);
  });

  it('cuts the results to the limit', () => {
    expect(search('e', 2)).toHaveLength(2);
  });

  it('lets the higher id win even when its duplicate ranks below the limit', () => {
    const twin = {
      type: 'content' as const,
      title: 'Twin',
      slug: 'x',
      path: '/x',
      sectionId: 'faq',
      parentTitle: 'X',
      searchTerms: [],
      group: 'X',
    };
    const twins = prepareSearchIndex([
      { ...twin, id: 1, description: 'About the needle.', text: 'Alpha beta gamma delta epsilon zeta.' },
      { ...twin, id: 5, description: 'Other words.', text: 'Alpha beta gamma delta epsilon needle.' },
    ]);
    expect(searchIndex(twins, 'needle').map((result) => result.id)).toEqual([5]);
    expect(searchIndex(twins, 'needle', { limit: 1 }).map((result) => result.id)).toEqual([5]);
  });

  it('never returns two hits with the same key', () => {
    const doubled = prepareSearchIndex([
      ...buildSearchDocuments(fixtureSources),
      ...buildSearchDocuments(fixtureSources),
    ]);
    expect(searchIndex(doubled, 'fusion')).toHaveLength(search('fusion').length);
  });
});
