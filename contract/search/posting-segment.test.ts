import { describe, expect, it } from 'vitest';
import { trigramKey } from './ngram-index';
import { buildPostingSegment, segmentBytes, segmentSlots } from './posting-segment';

describe('packed postings', () => {
  it('gives back every slot of a trigram in order, across gaps of one to several bytes', () => {
    const slots = [0, 1, 2, 130, 20_000, 3_000_000];
    const segment = buildPostingSegment(slots.map((slot) => [slot, 'abc'] as const));
    expect([...segmentSlots(segment, trigramKey('abc', 0))]).toEqual(slots);
    expect([...segmentSlots(segment, trigramKey('xyz', 0))]).toEqual([]);
  });

  it('takes about a byte per posting for a common trigram', () => {
    const segment = buildPostingSegment(Array.from({ length: 1000 }, (_, slot) => [slot, 'the'] as const));
    expect(segment.bytes.byteLength).toBe(1000);
    expect(segmentBytes(segment)).toBeLessThan(1100);
  });
});
