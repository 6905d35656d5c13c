import { describe, expect, it } from 'vitest';
import { findMatchRanges, foldCase, normalizeTerm } from './case-fold';

describe('case folding', () => {
  it('lower-cases without moving offsets, even for characters that grow when lower-cased', () => {
    expect(foldCase('Zero TRUST')).toBe('zero trust');
    const text = 'İstanbul Office';
    expect(foldCase(text)).toHaveLength(text.length);
    expect(foldCase(text).indexOf('office')).toBe(text.indexOf('Office'));
  });

  it('trims and folds the term; a blank term is empty', () => {
    expect(normalizeTerm('  Cloud Security ')).toBe('cloud security');
    expect(normalizeTerm('   ')).toBe('');
  });
});

describe('highlight ranges', () => {
  it('marks every occurrence, whatever its case', () => {
    expect(findMatchRanges('Cloud security for the cloud', 'cloud')).toEqual([
      { start: 0, end: 5 },
      { start: 23, end: 28 },
    ]);
  });

  it('does not overlap matches and marks nothing for an empty term', () => {
    expect(findMatchRanges('aaaa', 'aa')).toEqual([
      { start: 0, end: 2 },
      { start: 2, end: 4 },
    ]);
    expect(findMatchRanges('anything', '')).toEqual([]);
  });
});
