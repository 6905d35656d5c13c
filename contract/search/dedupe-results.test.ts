import { describe, expect, it } from 'vitest';
import { dedupeResults } from './dedupe-results';
import { fakeResult } from './search-fixtures.test-support';

describe('de-duplication', () => {
  it('keeps one of two hits with the same type, path, section, title and first five snippet words: the higher id', () => {
    const older = fakeResult({ id: 3, snippet: 'one two three four five six' });
    const newer = fakeResult({ id: 8, snippet: 'one two three four five seven' });
    expect(dedupeResults([older, newer])).toEqual([newer]);
    expect(dedupeResults([newer, older])).toEqual([newer]);
  });

  it('keeps the winner where the first of its duplicates stood', () => {
    const other = fakeResult({ id: 5, title: 'Other' });
    expect(dedupeResults([fakeResult({ id: 1 }), other, fakeResult({ id: 2 })]).map((result) => result.id)).toEqual([
      2, 5,
    ]);
  });

  it('treats hits that differ in any part of the key as distinct', () => {
    const base = fakeResult();
    const variants = [
      fakeResult({ type: 'page' }),
      fakeResult({ path: '/solutions' }),
      fakeResult({ sectionId: 'intro' }),
      fakeResult({ title: 'Another' }),
      fakeResult({ snippet: 'one two three four six' }),
    ];
    expect(dedupeResults([base, ...variants])).toHaveLength(6);
  });

  it('falls back to the slug when a hit has no path', () => {
    const a = fakeResult({ id: 1, path: '', slug: 'a' });
    const b = fakeResult({ id: 2, path: '', slug: 'b' });
    expect(dedupeResults([a, b])).toHaveLength(2);
  });
});
