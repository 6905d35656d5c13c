import { describe, expect, it } from 'vitest';
import { fieldIncludes, originalField, prepareDocument, searchTermsOf } from './prepare-search-index';
import type { SearchDocument } from './search-document';

function document(overrides: Partial<SearchDocument>): SearchDocument {
  return {
    id: 1,
    type: 'content',
    title: 'How we work',
    description: 'Cloud reviews.',
    slug: 'services/cloud',
    path: '/services/cloud',
    sectionId: 'overview',
    parentTitle: 'Cloud',
    searchTerms: ['services', 'cloud', 'overview'],
    text: 'Zero trust programmes.',
    group: 'Services',
    ...overrides,
  };
}

describe('a prepared document’s facts', () => {
  it('give back the search terms they were given, whether or not they start with the path’s', () => {
    for (const [path, searchTerms] of [
      ['/services/cloud', ['services', 'cloud', 'overview']],
      ['/services/cloud', ['services', 'cloud']],
      ['/insights/people/ada', ['people', 'ada']],
      ['/', ['overview']],
      ['/', []],
      ['/services', ['services', 'article', 'zero trust']],
    ] as const) {
      const prepared = prepareDocument(document({ path, searchTerms: [...searchTerms] }));
      expect(searchTermsOf(prepared), path).toEqual(searchTerms);
    }
  });

  it('give back each field as written, whether the text repeats the description, holds it, or does not', () => {
    for (const [description, text] of [
      ['Cloud reviews.', 'Cloud reviews. Zero trust programmes.'],
      ['Cloud reviews', 'Our approach. Cloud reviews. Zero trust.'],
      ['Cloud reviews.', 'Cloud reviews.'],
      ['Cloud reviews.', 'Zero trust programmes.'],
      ['Cloud reviews.', ''],
      ['', 'Zero trust programmes.'],
      ['', ''],
    ]) {
      const prepared = prepareDocument(document({ title: 'How We Work', description, text }));
      const label = JSON.stringify([description, text]);
      expect(originalField(prepared, 'title'), label).toBe('How We Work');
      expect(originalField(prepared, 'description'), label).toBe(description);
      // A text that only repeats the description is read as that text; an absent one stays absent.
      expect(originalField(prepared, 'text'), label).toBe(text);
      expect(fieldIncludes(prepared, 'description', 'zero'), label).toBe(false);
      expect(fieldIncludes(prepared, 'text', 'zero'), label).toBe(text.includes('Zero'));
      expect(fieldIncludes(prepared, 'title', 'cloud'), label).toBe(false);
    }
  });
});
