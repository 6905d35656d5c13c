import { describe, expect, it } from 'vitest';
import { buildSearchDocuments } from './build-search-documents';
import { createLiveSearchIndex } from './live-search-index';
import { buildPostingSegment } from './posting-segment';
import { prepareSearchIndex } from './prepare-search-index';
import type { SearchDocument } from './search-document';
import { fixtureSources } from './search-fixtures.test-support';
import { searchIndex } from './search-index';

const documents = buildSearchDocuments(fixtureSources);
const terms = ['fusion', 'security', 'se', 'a', 'telemetry enrichment', 'partners', 'nowhere', 'ty'];

function packAll(index: ReturnType<typeof createLiveSearchIndex>): void {
  const { upTo, entries } = index.snapshot();
  index.install(buildPostingSegment(entries), upTo);
}

describe('a live search index', () => {
  it('answers as an index built at once, from a packed segment, the recent map or both', () => {
    const expected = terms.map((term) => searchIndex(prepareSearchIndex(documents), term));
    const recentOnly = createLiveSearchIndex();
    documents.forEach((document, at) => recentOnly.add(document, at));
    expect(terms.map((term) => searchIndex(recentOnly, term))).toEqual(expected);

    const packed = createLiveSearchIndex();
    documents.forEach((document, at) => packed.add(document, at, true));
    packAll(packed);
    expect(packed.recent).toBe(0);
    expect(terms.map((term) => searchIndex(packed, term))).toEqual(expected);

    const mixed = createLiveSearchIndex();
    documents.slice(0, 3).forEach((document, at) => mixed.add(document, at));
    packAll(mixed);
    documents.slice(3).forEach((document, at) => mixed.add(document, at + 3));
    expect(mixed.recent).toBe(documents.length - 3);
    expect(terms.map((term) => searchIndex(mixed, term))).toEqual(expected);
  });

  it('forgets a removed document and keeps results in document order when one is replaced', () => {
    const index = createLiveSearchIndex();
    const slots = documents.map((document, at) => index.add(document, at * 10));
    packAll(index);
    const partners = documents.findIndex((document) => document.title === 'Partners');
    index.remove(slots[partners]!);
    expect(searchIndex(index, 'partners')).toEqual([]);

    const home = documents.findIndex((document) => document.title === 'Home');
    index.remove(slots[home]!);
    const renamed: SearchDocument = { ...documents[home]!, description: 'Security advisory, renamed.' };
    index.add(renamed, home * 10);
    const order = searchIndex(index, 'security').map((result) => result.title);
    expect(order[0]).toBe('Home');
    expect(searchIndex(index, 'renamed').map((result) => result.title)).toEqual(['Home']);
    expect(index.size).toBe(documents.length - 1);
  });

  it('keeps changes made while a segment was being built', () => {
    const index = createLiveSearchIndex();
    documents.forEach((document, at) => index.add(document, at, true));
    const { upTo, entries } = index.snapshot();
    const added = index.add({ ...documents[0]!, id: 99, title: 'Quantum roadmap' }, 999);
    index.remove(0);
    index.install(buildPostingSegment(entries), upTo);
    expect(searchIndex(index, 'quantum').map((result) => result.id)).toEqual([99]);
    expect(index.recent).toBe(1);
    expect(searchIndex(index, 'home').some((result) => result.type === 'page' && result.id === 1)).toBe(false);
    expect(added).toBe(documents.length);
  });
});
