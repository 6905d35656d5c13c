import { describe, expect, it } from 'vitest';
import { buildNgramIndex, candidateDocuments } from './ngram-index';

const index = buildNgramIndex(['zero trust security', 'cloud security', 'incident response', 'İstanbul ÿü office']);
const candidates = (term: string) => [...candidateDocuments(index, term)];

describe('n-gram candidates', () => {
  it('keeps every document that contains the term and drops those missing one of its trigrams', () => {
    expect(candidates('security')).toEqual([0, 1]);
    expect(candidates('trust')).toEqual([0]);
    expect(candidates('nowhere')).toEqual([]);
  });

  it('finds two-character terms at the start, middle and end of a text, and gives every document for one character', () => {
    expect(candidates('ze')).toEqual([0]);
    expect(candidates('se')).toEqual([0, 1, 2]);
    expect(candidates('ty')).toEqual([0, 1]);
    expect(candidates('qq')).toEqual([]);
    expect(candidates('x')).toEqual([0, 1, 2, 3]);
  });

  it('handles characters outside the hashed range', () => {
    expect(candidates('ÿü o')).toEqual([3]);
    expect(candidates('stanbul')).toEqual([3]);
  });
});
