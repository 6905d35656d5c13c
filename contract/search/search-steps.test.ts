import { describe, expect, it } from 'vitest';
import type { SearchDocument } from './search-document';
import { createLiveSearchIndex } from './live-search-index';
import { documentsPerStep, searchIndex, searchSteps } from './search-index';

/** Many sections that all mention the term, so a search looks at thousands of documents. */
const documents: SearchDocument[] = Array.from({ length: 3000 }, (_, at) => ({
  id: at + 1,
  type: at % 10 === 0 ? 'page' : 'content',
  title: at % 97 === 0 ? `Security review ${at}` : `Section ${at}`,
  description: at % 31 === 0 ? `Security for board ${at}.` : `Notes ${at}.`,
  slug: `page-${Math.floor(at / 10)}`,
  path: `/page-${Math.floor(at / 10)}`,
  sectionId: at % 10 === 0 ? null : `section-${at}`,
  parentTitle: null,
  searchTerms: [],
  text: `Paragraph ${at} on cloud security and zero trust.`,
  group: 'Pages',
}));

function indexOf(all: readonly SearchDocument[]) {
  const index = createLiveSearchIndex();
  all.forEach((document, at) => index.add(document, at));
  return index;
}

describe('a search in steps', () => {
  it('pauses every few hundred documents and answers as a search run at once', () => {
    const index = indexOf(documents);
    const steps = searchSteps(index, 'security');
    let pauses = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) pauses += 1;
    expect(pauses).toBeGreaterThanOrEqual(documents.length / documentsPerStep);
    expect(step.value).toEqual(searchIndex(index, 'security'));
    // Title matches first (pages, then sections), then description matches, then text.
    const titles = step.value.map((result) => result.title);
    expect(titles.slice(0, 5)).toEqual([
      'Security review 0',
      'Security review 970',
      'Security review 1940',
      'Security review 2910',
      'Security review 97',
    ]);
    expect(step.value).toHaveLength(100);
  });

  it('skips a document removed during a pause', () => {
    const index = indexOf(documents);
    expect(searchIndex(index, 'security review 2813')).toHaveLength(1);
    const steps = searchSteps(index, 'security review 2813');
    steps.next();
    index.remove(2813);
    let step = steps.next();
    while (!step.done) step = steps.next();
    expect(step.value).toEqual([]);
  });
});
